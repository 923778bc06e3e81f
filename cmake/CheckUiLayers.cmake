# cmake [-DUI_DIR=<source>/ui] -P CheckUiLayers.cmake
# The ui/ folders are layers (docs/architecture.md): prints, for each folder, the other ui/
# folders its files #include, and fails when two folders include each other (each would need
# the other) or when any folder includes app/, the shell at the top that nothing else uses.
# It also fails when a file outside game/ reaches the engine's Game (`controller->game()`,
# `session.game()`): widgets read the controller's position and the session's queries instead
# (its state, check, lexicon), and only game/'s players and bots decide from a whole Game.
cmake_minimum_required(VERSION 3.25)
if(NOT DEFINED UI_DIR)
    get_filename_component(UI_DIR "${CMAKE_CURRENT_LIST_DIR}/../ui" ABSOLUTE)
endif()
if(NOT IS_DIRECTORY "${UI_DIR}")
    message(FATAL_ERROR "no ui/ folder at ${UI_DIR}")
endif()

file(GLOB entries RELATIVE "${UI_DIR}" "${UI_DIR}/*")
set(folders)
foreach(entry IN LISTS entries)
    if(IS_DIRECTORY "${UI_DIR}/${entry}")
        list(APPEND folders "${entry}")
    endif()
endforeach()
list(SORT folders)

# uses_<folder>: the other ui/ folders that <folder>'s sources include ("folder/File.h").
foreach(folder IN LISTS folders)
    set(uses_${folder})
    file(GLOB_RECURSE sources "${UI_DIR}/${folder}/*.h" "${UI_DIR}/${folder}/*.cpp")
    foreach(source IN LISTS sources)
        file(STRINGS "${source}" includes REGEX "^[ \t]*#[ \t]*include[ \t]*\"[^\"/]+/")
        foreach(line IN LISTS includes)
            string(REGEX REPLACE "^[^\"]*\"([^\"/]+)/.*$" "\\1" used "${line}")
            if(NOT used STREQUAL folder AND used IN_LIST folders)
                list(APPEND uses_${folder} "${used}")
                file(RELATIVE_PATH shown "${UI_DIR}" "${source}")
                list(APPEND why_${folder}_${used} "${shown}")
            endif()
        endforeach()
    endforeach()
    list(REMOVE_DUPLICATES uses_${folder})
    list(SORT uses_${folder})
    string(REPLACE ";" " " shown "${uses_${folder}}")
    message(STATUS "${folder} includes: ${shown}")
endforeach()

set(faults)
foreach(folder IN LISTS folders)
    foreach(used IN LISTS uses_${folder})
        list(REMOVE_DUPLICATES why_${folder}_${used})
        string(REPLACE ";" ", " from "${why_${folder}_${used}}")
        if(used STREQUAL "app")
            list(APPEND faults "${folder} includes app/, the shell (from ${from})")
        elseif(folder IN_LIST uses_${used} AND folder STRLESS used)
            list(REMOVE_DUPLICATES why_${used}_${folder})
            string(REPLACE ";" ", " back "${why_${used}_${folder}}")
            list(APPEND faults
                 "${folder} <-> ${used} (${used}/ from ${from}, ${folder}/ from ${back})")
        endif()
    endforeach()
endforeach()

# The engine's Game stays behind the controller.
file(GLOB_RECURSE all_sources "${UI_DIR}/*.h" "${UI_DIR}/*.cpp")
foreach(source IN LISTS all_sources)
    file(RELATIVE_PATH shown "${UI_DIR}" "${source}")
    if(shown MATCHES "^game/")
        continue()
    endif()
    file(STRINGS "${source}" reaches REGEX "(->|\\.)game\\(\\)")
    if(reaches)
        list(LENGTH reaches count)
        list(APPEND faults "${shown} reaches the engine's Game (${count}x)")
    endif()
endforeach()

if(faults)
    string(REPLACE ";" "\n  " listed "${faults}")
    message(FATAL_ERROR "ui/ folders that break the layering:\n  ${listed}")
endif()
message(STATUS "No two ui/ folders include each other, none includes app/, and only game/ "
               "holds the engine's Game.")
