# Header-only dependencies come from Debian packages (installed by scripts/setup).
# Under Emscripten, -I/usr/include would break the sysroot, so the headers are exposed through a
# build-tree folder of symlinks, added as a SYSTEM include directory.
set(BIOEVAL_SYSTEM_HEADERS nlohmann catch2 fast_float tsl)
foreach(header nlohmann/json.hpp catch2/catch.hpp fast_float/fast_float.h tsl/robin_map.h)
  if(NOT EXISTS /usr/include/${header})
    message(FATAL_ERROR "/usr/include/${header} is missing: run scripts/setup")
  endif()
endforeach()

add_library(bioeval_headers INTERFACE)
if(EMSCRIPTEN)
  set(link_dir ${CMAKE_BINARY_DIR}/system-headers)
  file(MAKE_DIRECTORY ${link_dir})
  foreach(dir ${BIOEVAL_SYSTEM_HEADERS})
    file(CREATE_LINK /usr/include/${dir} ${link_dir}/${dir} SYMBOLIC)
  endforeach()
  target_include_directories(bioeval_headers SYSTEM INTERFACE ${link_dir})
endif()
