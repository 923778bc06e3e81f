# cmake -DVERSION=x.y.z -DDATE=yyyy-mm-dd -DCHANGELOG=... -DMETAINFO=... [-DDEBIAN_CHANGELOG=...]
#       -P CheckVersions.cmake
# Fails unless the newest entry of CHANGELOG.md and the newest AppStream release are this
# version and date (the project() version and POTEGA_RELEASE_DATE), and, when the Debian
# changelog's template is given, its first fixed entry (the one after the generated
# @PROJECT_VERSION@ entry) is CHANGELOG.md's release before this one.
file(READ "${CHANGELOG}" changelog)
string(REGEX MATCHALL "\n## \\[[^]]+\\] - [0-9-]+" entries "${changelog}")
list(GET entries 0 entry)
string(REGEX MATCH "\\[([^]]+)\\] - ([0-9-]+)" entry "${entry}")
if(NOT CMAKE_MATCH_1 STREQUAL VERSION OR NOT CMAKE_MATCH_2 STREQUAL DATE)
    message(FATAL_ERROR "CHANGELOG.md's newest entry is '${CMAKE_MATCH_1}' of '${CMAKE_MATCH_2}', "
        "not ${VERSION} of ${DATE}")
endif()
file(READ "${METAINFO}" metainfo)
string(REGEX MATCH "<release version=\"([^\"]+)\" date=\"([^\"]+)\"" release "${metainfo}")
if(NOT CMAKE_MATCH_1 STREQUAL VERSION OR NOT CMAKE_MATCH_2 STREQUAL DATE)
    message(FATAL_ERROR "the metainfo's newest release is '${CMAKE_MATCH_1}' of "
        "'${CMAKE_MATCH_2}', not ${VERSION} of ${DATE}")
endif()
if(DEBIAN_CHANGELOG)
    list(LENGTH entries count)
    set(previous "")
    if(count GREATER 1)
        list(GET entries 1 entry)
        string(REGEX MATCH "\\[([^]]+)\\]" entry "${entry}")
        set(previous "${CMAKE_MATCH_1}")
    endif()
    file(READ "${DEBIAN_CHANGELOG}" debian)
    string(REGEX MATCHALL "potega-slowa \\(([^)]+)\\)" debian_entries "${debian}")
    set(fixed "")
    list(LENGTH debian_entries debian_count)
    if(debian_count GREATER 1)
        list(GET debian_entries 1 entry)
        string(REGEX MATCH "\\(([^)]+)\\)" entry "${entry}")
        set(fixed "${CMAKE_MATCH_1}")
    endif()
    if(NOT fixed STREQUAL previous)
        message(FATAL_ERROR "the Debian changelog's first fixed entry is '${fixed}', not the "
            "previous release '${previous}' of CHANGELOG.md (add it below the generated entry)")
    endif()
endif()
message(STATUS "CHANGELOG.md and the metainfo name ${VERSION} of ${DATE}")
