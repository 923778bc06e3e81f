# What an installed game needs beside its programs and data (docs/packaging.md): man pages made
# from the programs' own --help, bash completion for the CLI, the Debian copyright and changelog,
# and the Debian package itself (`cpack -G DEB` in the build directory; scripts/package.sh).

set(POTEGA_PACKAGING_DIR "${PROJECT_SOURCE_DIR}/ui/packaging")
set(POTEGA_DOC_DIR "${CMAKE_INSTALL_DATADIR}/doc/potega-slowa")
set(POTEGA_GENERATED_DIR "${CMAKE_BINARY_DIR}/packaging")
file(MAKE_DIRECTORY "${POTEGA_GENERATED_DIR}")

# The release day as seconds since 1970, for the dates of the man pages and the changelog (days
# from the civil date, Howard Hinnant's algorithm).
string(REGEX MATCH "^([0-9]+)-0*([0-9]+)-0*([0-9]+)$" date_parts "${POTEGA_RELEASE_DATE}")
set(year ${CMAKE_MATCH_1})
set(month ${CMAKE_MATCH_2})
set(day ${CMAKE_MATCH_3})
if(month LESS_EQUAL 2)
    math(EXPR year "${year} - 1")
endif()
math(EXPR era "${year} / 400")
math(EXPR year_of_era "${year} - ${era} * 400")
math(EXPR shifted_month "(${month} + 9) % 12")
math(EXPR day_of_year "(153 * ${shifted_month} + 2) / 5 + ${day} - 1")
math(EXPR day_of_era "${year_of_era} * 365 + ${year_of_era} / 4 - ${year_of_era} / 100 + ${day_of_year}")
math(EXPR release_days "${era} * 146097 + ${day_of_era} - 719468")
math(EXPR release_epoch "${release_days} * 86400")
# string(TIMESTAMP) reads SOURCE_DATE_EPOCH: the release day in Debian's form.
set(saved_epoch "$ENV{SOURCE_DATE_EPOCH}")
set(ENV{SOURCE_DATE_EPOCH} "${release_epoch}")
string(TIMESTAMP POTEGA_CHANGELOG_DATE "%a, %d %b %Y 00:00:00 +0000" UTC)
set(ENV{SOURCE_DATE_EPOCH} "${saved_epoch}")

# --- Man pages, section 6 (games): help2man over the built programs' --help, so the page and the
# help never drift apart. The version comes from CMake (not from running --version, whose second
# line names the dictionary of this build tree); the .h2m files add the sections --help lacks.
find_program(POTEGA_HELP2MAN help2man)
if(POTEGA_HELP2MAN)
    set(man_pages)
    set(man_programs potega-slowa-cli)
    if(TARGET potega-slowa)
        list(APPEND man_programs potega-slowa)
    endif()
    # ASCII only: help2man would encode a non-ASCII --name twice.
    set(man_potega-slowa-cli_name "check words and play the Polish word card game from the command line")
    set(man_potega-slowa_name "the Polish word card game for 2-4 players on one screen")
    foreach(program IN LISTS man_programs)
        set(page "${POTEGA_GENERATED_DIR}/${program}.6")
        add_custom_command(OUTPUT "${page}.gz"
            COMMAND ${CMAKE_COMMAND} -E env SOURCE_DATE_EPOCH=${release_epoch} LC_ALL=C.UTF-8
                    "${POTEGA_HELP2MAN}" --locale=C.UTF-8 --no-info --no-discard-stderr --section=6
                    "--version-string=${PROJECT_VERSION}" "--name=${man_${program}_name}"
                    "--include=${POTEGA_PACKAGING_DIR}/${program}.h2m"
                    "--output=${page}" "$<TARGET_FILE:${program}>"
            # help2man writes the path it ran; the page names the installed program.
            COMMAND sed -i "s|$<TARGET_FILE:${program}>|${program}|g" "${page}"
            COMMAND gzip -9nf "${page}"
            DEPENDS ${program} "${POTEGA_PACKAGING_DIR}/${program}.h2m"
            COMMENT "Man page ${program}(6) from its --help"
            VERBATIM)
        list(APPEND man_pages "${page}.gz")
    endforeach()
    add_custom_target(man_pages ALL DEPENDS ${man_pages})
    install(FILES ${man_pages} DESTINATION "${CMAKE_INSTALL_MANDIR}/man6")
else()
    message(WARNING "help2man not found: no man pages (scripts/setup.sh installs it)")
endif()

# --- Bash completion for the CLI's commands and options.
install(FILES "${POTEGA_PACKAGING_DIR}/potega-slowa-cli.bash-completion"
    DESTINATION "${CMAKE_INSTALL_DATADIR}/bash-completion/completions"
    RENAME potega-slowa-cli)

# --- /usr/share/doc/potega-slowa: the machine-readable copyright, and the changelog (Debian's
# format, as a native package's changelog.gz must be; it points to CHANGELOG.md for the details).
configure_file("${POTEGA_PACKAGING_DIR}/changelog.in" "${POTEGA_GENERATED_DIR}/changelog" @ONLY)
add_custom_command(OUTPUT "${POTEGA_GENERATED_DIR}/changelog.gz"
    COMMAND gzip -9nkf "${POTEGA_GENERATED_DIR}/changelog"
    DEPENDS "${POTEGA_GENERATED_DIR}/changelog"
    COMMENT "Compressing the package's changelog"
    VERBATIM)
add_custom_target(package_changelog ALL DEPENDS "${POTEGA_GENERATED_DIR}/changelog.gz")
install(FILES "${POTEGA_PACKAGING_DIR}/copyright" "${POTEGA_GENERATED_DIR}/changelog.gz"
    DESTINATION "${POTEGA_DOC_DIR}")

# --- The Debian package.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME potega-slowa)
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_VENDOR "The Potęga Słowa developers")
set(CPACK_PACKAGE_CONTACT "The Potęga Słowa developers <potega-slowa@example.org>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Polish word card game for 2-4 players on one screen")
# The synopsis is the summary above; CPack puts it first.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "Potęga Słowa is the Polish edition of the word game Word Domination. Players
take turns placing a card on the table, making a word from the letters on the
table and putting their markers on its cards; two markers of one player capture
a card. Two to four people play on one screen, or one person plays against bots
of four levels.
.
The package holds the desktop app, the command-line tool potega-slowa-cli
(word checks, anagrams, bot tournaments) and the full Polish dictionary,
compiled from the SJP.pl word list and the hunspell-pl dictionary.")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # potega-slowa_<version>_<arch>.deb
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://example.org/potega-slowa")
# The libraries the programs link (Qt, ICU, the C++ run time) from dpkg-shlibdeps. The data
# needs no package at run time: the dictionary is compiled at build time and shipped.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Qt's SVG plugins (icon engine, image format) draw the app's SVG icon; the app does not link
# the SVG library itself, so dpkg-shlibdeps cannot see the need. Qt's own translations
# (qtbase_pl.qm: the standard buttons and the file dialog in Polish) are data files the app
# loads at run time, likewise invisible to dpkg-shlibdeps. The SQLite driver of Qt SQL (the
# game history) is a plugin too.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6svg6, qt6-translations-l10n, libqt6sql6-sqlite")
set(CPACK_STRIP_FILES ON)
# Some install rules name absolute paths (the data directory the programs look in); DESTDIR
# puts those inside the package too.
set(CPACK_SET_DESTDIR ON)
set(CPACK_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
set(CPACK_PACKAGE_DIRECTORY "${CMAKE_BINARY_DIR}/package")
include(CPack)

# --- Checks of the packaged metadata that need no package: one version everywhere, and the
# desktop entry and AppStream metadata valid (the same validators scripts/package.sh runs).
if(POTEGA_BUILD_TESTS)
    add_test(NAME packaging.versions_match
             COMMAND ${CMAKE_COMMAND} -DVERSION=${PROJECT_VERSION} -DDATE=${POTEGA_RELEASE_DATE}
                     -DCHANGELOG=${PROJECT_SOURCE_DIR}/CHANGELOG.md
                     -DMETAINFO=${POTEGA_PACKAGING_DIR}/org.potegaslowa.PotegaSlowa.metainfo.xml
                     -DDEBIAN_CHANGELOG=${POTEGA_PACKAGING_DIR}/changelog.in
                     -P ${PROJECT_SOURCE_DIR}/cmake/CheckVersions.cmake)
    find_program(POTEGA_DESKTOP_FILE_VALIDATE desktop-file-validate)
    if(POTEGA_DESKTOP_FILE_VALIDATE)
        add_test(NAME packaging.desktop_file_valid
                 COMMAND ${POTEGA_DESKTOP_FILE_VALIDATE}
                         ${POTEGA_PACKAGING_DIR}/org.potegaslowa.PotegaSlowa.desktop)
        # It prints hints as well as errors; any output at all fails the test.
        set_tests_properties(packaging.desktop_file_valid PROPERTIES FAIL_REGULAR_EXPRESSION ".")
    endif()
    find_program(POTEGA_APPSTREAMCLI appstreamcli)
    if(POTEGA_APPSTREAMCLI)
        add_test(NAME packaging.metainfo_valid
                 COMMAND ${POTEGA_APPSTREAMCLI} validate --no-net
                         ${POTEGA_PACKAGING_DIR}/org.potegaslowa.PotegaSlowa.metainfo.xml)
    endif()
endif()
