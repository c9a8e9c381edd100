// Why long loops call out-of-line functions, said once for every place that does.
#pragma once

// Marks a function that a long loop calls once per item, line, sentence or block, or that holds
// a rarely taken path (an error message) the loop's own code should not carry.
//
// A WebAssembly engine starts a function in baseline code and replaces it by optimized code only
// between two of its calls, so a loop that runs over a whole file inside one call stays in
// baseline code; and it compiles optimized code for a function whose loops run long at a cost
// that grows with the function's size. With a loop's body a small function of its own, the
// browser's module runs optimized code after the body's first calls, and gets it sooner. The
// attribute is LLVM's: Binaryen's optimizer, which runs after LLVM at link time, inlines every
// function that has a single caller however it is marked, so wasm/CMakeLists.txt limits that
// inlining to small functions. The measurements are in bench/NOTES.md.
//
// `[[gnu::noinline]]` is understood by GCC and by Clang (Emscripten included).
#define BIOEVAL_OUT_OF_LINE [[gnu::noinline]]
