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

# pugixml: the Debian package's library natively; under Emscripten, and for fuzzing (so that the
# sanitizers see inside the parser), the same version's source (the Debian source package,
# unpacked by scripts/setup) compiled with the project.
if(EMSCRIPTEN OR BIOEVAL_FUZZ)
  set(BIOEVAL_PUGIXML_SOURCE ${CMAKE_SOURCE_DIR}/build/deps/pugixml CACHE PATH
      "pugixml's source tree (scripts/setup fetches Debian's)")
  if(NOT EXISTS ${BIOEVAL_PUGIXML_SOURCE}/src/pugixml.cpp)
    message(FATAL_ERROR "${BIOEVAL_PUGIXML_SOURCE}/src/pugixml.cpp is missing: run scripts/setup")
  endif()
  add_library(pugixml STATIC ${BIOEVAL_PUGIXML_SOURCE}/src/pugixml.cpp)
  target_include_directories(pugixml SYSTEM PUBLIC ${BIOEVAL_PUGIXML_SOURCE}/src)
  target_compile_options(pugixml PRIVATE -w)  # third-party code: its warnings are not ours
  add_library(pugixml::pugixml ALIAS pugixml)
else()
  find_package(pugixml REQUIRED)
  # Its static archive (also in libpugixml-dev): a shared library adds its loading to every start
  # of the command line, a cost that counts where a whole small scoring is quick.
  set_target_properties(pugixml::pugixml PROPERTIES INTERFACE_LINK_LIBRARIES pugixml::static)
endif()

# Nettle's SHA-256: the Debian package's static archive natively; under Emscripten, the same
# version's source (the Debian source package, unpacked by scripts/setup), its portable C code
# compiled with the project.
if(EMSCRIPTEN)
  set(BIOEVAL_NETTLE_SOURCE ${CMAKE_SOURCE_DIR}/build/deps/nettle CACHE PATH
      "Nettle's source tree (scripts/setup fetches Debian's)")
  if(NOT EXISTS ${BIOEVAL_NETTLE_SOURCE}/sha256.c)
    message(FATAL_ERROR "${BIOEVAL_NETTLE_SOURCE}/sha256.c is missing: run scripts/setup")
  endif()
  add_library(nettle_sha256 STATIC ${BIOEVAL_NETTLE_SOURCE}/sha256.c
                                   ${BIOEVAL_NETTLE_SOURCE}/sha256-compress.c
                                   ${BIOEVAL_NETTLE_SOURCE}/write-be32.c)
  target_compile_options(nettle_sha256 PRIVATE -w)  # third-party code: its warnings are not ours
  # Its headers as <nettle/sha2.h>, as the installed package has them.
  set(nettle_include ${CMAKE_BINARY_DIR}/nettle-include)
  file(MAKE_DIRECTORY ${nettle_include})
  file(CREATE_LINK ${BIOEVAL_NETTLE_SOURCE} ${nettle_include}/nettle SYMBOLIC)
  target_include_directories(nettle_sha256 SYSTEM PUBLIC ${nettle_include})
  add_library(bioeval::nettle ALIAS nettle_sha256)
else()
  find_package(PkgConfig REQUIRED)
  pkg_check_modules(NETTLE REQUIRED nettle)
  # The static archive: a small library, nothing to load at start.
  find_library(BIOEVAL_NETTLE_ARCHIVE NAMES libnettle.a HINTS ${NETTLE_LIBRARY_DIRS} REQUIRED)
  add_library(bioeval_nettle INTERFACE)
  target_include_directories(bioeval_nettle SYSTEM INTERFACE ${NETTLE_INCLUDE_DIRS})
  target_link_libraries(bioeval_nettle INTERFACE ${BIOEVAL_NETTLE_ARCHIVE})
  add_library(bioeval::nettle ALIAS bioeval_nettle)
endif()
