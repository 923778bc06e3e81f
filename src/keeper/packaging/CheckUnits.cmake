# KeepPackaging.units: the keeper's systemd units (as configured for this build) say what
# matters: the command and its configuration file, no password on any command line nor in the
# environment, the state directory, the credential the example configuration reads, restarts,
# the stop signal and timeout, the targets. Also checks that the example configuration's
# password_file and database match the system unit's credential and state directory.
# Usage: cmake -DSYSTEM_UNIT=... -DUSER_UNIT=... -DCLI=/usr/games/potega-slowa-cli
#              -DEXAMPLE=keeper.conf.example -P CheckUnits.cmake
cmake_minimum_required(VERSION 3.25)
foreach(variable SYSTEM_UNIT USER_UNIT CLI EXAMPLE)
    if(NOT DEFINED ${variable})
        message(FATAL_ERROR "CheckUnits.cmake: ${variable} is not set")
    endif()
endforeach()

set(failures "")
# The unit's lines without comments, one list item each.
function(unit_lines path out)
    file(STRINGS "${path}" lines)
    list(FILTER lines EXCLUDE REGEX "^[ \t]*([#;].*)?$")
    set(${out} "${lines}" PARENT_SCOPE)
endfunction()
function(expect_line unit_name lines regex)
    set(found FALSE)
    foreach(line IN LISTS lines)
        if(line MATCHES "${regex}")
            set(found TRUE)
        endif()
    endforeach()
    if(NOT found)
        set(failures "${failures}\n  ${unit_name}: no line matches ${regex}" PARENT_SCOPE)
    endif()
endfunction()
function(refuse_line unit_name lines regex why)
    foreach(line IN LISTS lines)
        string(TOLOWER "${line}" lower)
        if(lower MATCHES "${regex}")
            set(failures "${failures}\n  ${unit_name}: ${why}: ${line}" PARENT_SCOPE)
        endif()
    endforeach()
endfunction()

string(REGEX REPLACE "([][+.*()^$?|\\\\])" "\\\\\\1" cli_regex "${CLI}")

# --- The system unit.
unit_lines("${SYSTEM_UNIT}" system)
set(name "system unit")
expect_line("${name}" "${system}" "^Type=simple$")
expect_line("${name}" "${system}"
    "^ExecStart=${cli_regex} net keep --config /etc/potega-slowa/keeper\\.conf( |$)")
expect_line("${name}" "${system}" "^Restart=on-failure$")
expect_line("${name}" "${system}" "^RestartSec=")
expect_line("${name}" "${system}" "^KillSignal=SIGTERM$")
expect_line("${name}" "${system}" "^TimeoutStopSec=15$")
expect_line("${name}" "${system}" "^DynamicUser=yes$")
expect_line("${name}" "${system}" "^StateDirectory=potega-slowa-keeper$")
expect_line("${name}" "${system}" "^ConfigurationDirectory=potega-slowa$")
expect_line("${name}" "${system}"
    "^LoadCredential=keeper-password:/etc/potega-slowa/keeper\\.password$")
expect_line("${name}" "${system}" "^ProtectSystem=strict$")
expect_line("${name}" "${system}" "^ProtectHome=yes$")
expect_line("${name}" "${system}" "^NoNewPrivileges=yes$")
expect_line("${name}" "${system}" "^RestrictAddressFamilies=.*AF_INET .*AF_INET6")
expect_line("${name}" "${system}" "^After=network-online\\.target$")
expect_line("${name}" "${system}" "^Wants=network-online\\.target$")
expect_line("${name}" "${system}" "^WantedBy=multi-user\\.target$")
expect_line("${name}" "${system}" "^Documentation=man:potega-slowa-keeper\\(8\\)$")

# --- The user unit.
unit_lines("${USER_UNIT}" user)
set(name "user unit")
expect_line("${name}" "${user}" "^Type=simple$")
expect_line("${name}" "${user}"
    "^ExecStart=${cli_regex} net keep --config %E/potega-slowa/keeper\\.conf( |$)")
expect_line("${name}" "${user}" "^StateDirectory=potega-slowa-keeper$")
expect_line("${name}" "${user}" "^WorkingDirectory=%S/potega-slowa-keeper$")
expect_line("${name}" "${user}" "^Restart=on-failure$")
expect_line("${name}" "${user}" "^KillSignal=SIGTERM$")
expect_line("${name}" "${user}" "^TimeoutStopSec=15$")
expect_line("${name}" "${user}" "^WantedBy=default\\.target$")
expect_line("${name}" "${user}" "^Documentation=man:potega-slowa-keeper\\(8\\)$")

# --- No password where others see it: not on a command line, not in the unit's environment
# (systemctl show prints it to anyone).
foreach(unit system user)
    refuse_line("${unit} unit" "${${unit}}" "^exec[a-z]*=.*(password|--pass)"
                "a password on the command line")
    refuse_line("${unit} unit" "${${unit}}" "^(environment|passenvironment)=.*password"
                "a password in the environment")
    refuse_line("${unit} unit" "${${unit}}" "^setcredential=" "a password in the unit itself")
endforeach()

# --- The example configuration reads what the system unit provides.
file(STRINGS "${EXAMPLE}" example REGEX "^[a-z_]+ *=")
set(name "keeper.conf.example")
expect_line("${name}" "${example}"
    "^password_file = /run/credentials/potega-slowa-keeper\\.service/keeper-password$")
expect_line("${name}" "${example}" "^database = /var/lib/potega-slowa-keeper/[^/]+$")
refuse_line("${name}" "${example}" "^password *=" "a password in the configuration")

if(failures)
    message(FATAL_ERROR "The keeper's units:${failures}")
endif()
message(STATUS "The keeper's units and example configuration say what matters")
