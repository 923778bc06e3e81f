# KeepPackaging.systemd_verify: `systemd-analyze verify` accepts the keeper's system and user
# units. systemd-analyze checks that ExecStart's program exists, so it reads copies whose
# program is this build's CLI; it does not look the man page up (not installed yet: the
# installed units are verified with it by scripts/check-package.sh).
# Usage: cmake -DSYSTEMD_ANALYZE=... -DSYSTEM_UNIT=... -DUSER_UNIT=... -DINSTALLED_CLI=...
#              -DBUILT_CLI=... -DWORK_DIR=... -P VerifyUnits.cmake
cmake_minimum_required(VERSION 3.25)
foreach(variable SYSTEMD_ANALYZE SYSTEM_UNIT USER_UNIT INSTALLED_CLI BUILT_CLI WORK_DIR)
    if(NOT DEFINED ${variable})
        message(FATAL_ERROR "VerifyUnits.cmake: ${variable} is not set")
    endif()
endforeach()

set(failures "")
foreach(kind system user)
    if(kind STREQUAL "system")
        set(source "${SYSTEM_UNIT}")
        set(mode --system)
    else()
        set(source "${USER_UNIT}")
        set(mode --user)
    endif()
    file(READ "${source}" text)
    string(REPLACE "ExecStart=${INSTALLED_CLI} " "ExecStart=${BUILT_CLI} " text "${text}")
    set(copy "${WORK_DIR}/${kind}/potega-slowa-keeper.service")
    file(WRITE "${copy}" "${text}")
    # A user manager needs a runtime directory (root in CI has none): a private one.
    set(runtime "${WORK_DIR}/runtime")
    file(MAKE_DIRECTORY "${runtime}")
    file(CHMOD "${runtime}" DIRECTORY_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE)
    execute_process(COMMAND ${CMAKE_COMMAND} -E env "XDG_RUNTIME_DIR=${runtime}"
                            "${SYSTEMD_ANALYZE}" ${mode} verify --man=no "${copy}"
                    RESULT_VARIABLE status OUTPUT_VARIABLE output ERROR_VARIABLE output)
    # Only what concerns this unit: other units loaded with it may have notes of their own.
    string(REGEX MATCHALL "[^\n]*potega-slowa-keeper[^\n]*" ours "${output}")
    if(NOT status EQUAL 0 OR ours)
        string(APPEND failures "\n  ${kind} unit (status ${status}):\n${output}")
    else()
        message(STATUS "systemd-analyze ${mode} verify: the ${kind} unit passes")
    endif()
endforeach()
if(failures)
    message(FATAL_ERROR "systemd-analyze verify:${failures}")
endif()
