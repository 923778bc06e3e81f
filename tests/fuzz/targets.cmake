# The fuzz targets (included by CMakeLists.txt here, or by hook.cmake at the top level).
foreach(target fuzz_position fuzz_record)
    add_executable(${target} "${CMAKE_CURRENT_LIST_DIR}/${target}.cpp")
    target_link_libraries(${target} PRIVATE ps_engine_io)
    target_compile_options(${target} PRIVATE -fsanitize=fuzzer,address,undefined)
    target_link_options(${target} PRIVATE -fsanitize=fuzzer,address,undefined)
    set_target_properties(${target} PROPERTIES RUNTIME_OUTPUT_DIRECTORY "${CMAKE_BINARY_DIR}/tests/fuzz")
endforeach()
