# Included by scripts/fuzz.sh through CMAKE_PROJECT_PotegaSlowa_INCLUDE, for as long as the
# top-level CMakeLists.txt does not add tests/fuzz itself: defines the fuzz targets once the
# top level has defined the libraries.
if(POTEGA_FUZZ)
    if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
        message(FATAL_ERROR "POTEGA_FUZZ needs clang (libFuzzer): configure with CXX=clang++")
    endif()
    cmake_language(DEFER DIRECTORY "${CMAKE_SOURCE_DIR}" CALL _potega_add_fuzz_targets)
    function(_potega_add_fuzz_targets)
        if(NOT TARGET fuzz_position)
            include("${CMAKE_SOURCE_DIR}/tests/fuzz/targets.cmake")
        endif()
    endfunction()
endif()
