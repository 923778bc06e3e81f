#!/usr/bin/python3
"""Starts Orca, Debian's screen reader (/usr/bin/orca), as it is, with its debug log written
line by line: Orca opens the log as an ordinary buffered file, and a test reading what Orca has
spoken so far would find only what filled the last buffer.

usage: orca_logged.py LOG [orca's own options]   (the log's lines "SPEECH OUTPUT: '...'" are
                                                  what Orca spoke)
"""

import builtins
import runpy
import sys

log_path = sys.argv[1]
_open = builtins.open


def _open_line_buffered(file, mode="r", buffering=-1, *args, **kwargs):
    if file == log_path and "w" in mode:
        buffering = 1
    return _open(file, mode, buffering, *args, **kwargs)


builtins.open = _open_line_buffered
sys.argv = ["/usr/bin/orca", "--debug-file", log_path] + sys.argv[2:]
runpy.run_path("/usr/bin/orca", run_name="__main__")
