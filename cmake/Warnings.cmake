# Project-wide warnings, applied to our own targets through potega_set_warnings().
function(potega_set_warnings target)
    target_compile_options(${target} PRIVATE
        -Wall -Wextra -Wpedantic -Wshadow
        -Wnon-virtual-dtor -Wold-style-cast -Woverloaded-virtual -Wnull-dereference
        -Wimplicit-fallthrough)
    if(POTEGA_WARNINGS_AS_ERRORS)
        target_compile_options(${target} PRIVATE -Werror)
    endif()
endfunction()
option(POTEGA_WARNINGS_AS_ERRORS "Treat warnings as errors" OFF)
