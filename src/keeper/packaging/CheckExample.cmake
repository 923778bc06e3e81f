# KeepPackaging.example_reads: the CLI's own reader takes the example configuration (no key
# unknown, every value valid). `net keep` runs on a copy whose database is in a folder that does
# not exist (and whose server is 127.0.0.1, port 9), so it stops, with status 2, after reading
# the configuration and before signing in anywhere; the configuration's own faults name its
# file, the later ones (dictionary, database) do not. Skipped by a CLI without `net keep`.
# Usage: cmake -DCLI=... -DEXAMPLE=keeper.conf.example -DWORK_DIR=... -P CheckExample.cmake
cmake_minimum_required(VERSION 3.25)
foreach(variable CLI EXAMPLE WORK_DIR)
    if(NOT DEFINED ${variable})
        message(FATAL_ERROR "CheckExample.cmake: ${variable} is not set")
    endif()
endforeach()

execute_process(COMMAND "${CLI}" net keep --help RESULT_VARIABLE status OUTPUT_QUIET ERROR_QUIET)
if(NOT status EQUAL 0)
    message(STATUS "SKIPPED: ${CLI} has no `net keep`")
    return()
endif()

file(READ "${EXAMPLE}" text)
string(REGEX REPLACE "\ndatabase = [^\n]*" "\ndatabase = ${WORK_DIR}/no-such-folder/tables.sqlite"
       text "${text}")
string(APPEND text "server = 127.0.0.1\nport = 9\n")
set(copy "${WORK_DIR}/keeper.conf")
file(WRITE "${copy}" "${text}")
execute_process(COMMAND ${CMAKE_COMMAND} -E env POTEGA_KEEPER_PASSWORD=example
                        "${CLI}" net keep --config "${copy}"
                RESULT_VARIABLE status OUTPUT_VARIABLE output ERROR_VARIABLE output
                TIMEOUT 30)
string(FIND "${output}" "${copy}" at)
if(NOT status EQUAL 2 OR NOT at EQUAL -1)
    message(FATAL_ERROR "net keep --config (the example, status ${status}):\n${output}")
endif()
message(STATUS "The example configuration reads; net keep stopped after it:\n${output}")
