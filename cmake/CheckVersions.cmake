# cmake -DVERSION=x.y.z -DDATE=yyyy-mm-dd -DCHANGELOG=... -DMETAINFO=... -P CheckVersions.cmake
# Fails unless the newest entry of CHANGELOG.md and the newest AppStream release are this
# version and date (the project() version and POTEGA_RELEASE_DATE).
file(READ "${CHANGELOG}" changelog)
string(REGEX MATCH "\n## \\[([^]]+)\\] - ([0-9-]+)" entry "${changelog}")
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
message(STATUS "CHANGELOG.md and the metainfo name ${VERSION} of ${DATE}")
