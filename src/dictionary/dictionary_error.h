#pragma once
// Why a dictionary file was refused, for callers that word the message themselves in the
// player's language (the app); what() stays the English detail the CLI prints.

#include <string>

#include "dictionary/dictionary.h"

namespace ps::dict {

enum class DictionaryFault {
    CannotRead,      // missing, not a regular file, too large, unreadable
    NotADictionary,  // empty, or another kind of file (its magic)
    OtherVersion,    // a format version this program does not read
    Truncated,       // shorter or longer than its header says
    Damaged,         // a checksum that does not match, a corrupt section
};

class DictionaryFileError : public DictionaryError {
  public:
    DictionaryFileError(const std::string& what, DictionaryFault fault)
        : DictionaryError(what), fault_(fault) {}
    [[nodiscard]] DictionaryFault fault() const { return fault_; }

  private:
    DictionaryFault fault_;
};

}  // namespace ps::dict
