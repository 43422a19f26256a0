#pragma once

#include <string>
#include <vector>

namespace hexfire::cli {

/**
 * A manual page in roff (man(7)), filled by each program from the option and command tables it
 * parses its command line with, so the page can never drift from the program. The build writes
 * both programs' pages with their hidden --man-page option (packaging/CMakeLists.txt).
 */
struct ManPage {
    /** One entry of a tagged list: "--to N" and its help; paragraphs separated by blank lines. */
    struct Entry {
        std::string tag;
        std::string text;
    };
    struct Section {
        std::string title; /**< "OPTIONS"; printed as it is, so upper case by convention */
        std::string text; /**< paragraphs before the entries, blank-line separated */
        std::vector<Entry> entries;
    };

    std::string name; /**< "hexfire-cli" */
    /** 6, games: the programs are installed with the games (packaging/CMakeLists.txt). */
    int manSection = 6;
    std::string summary; /**< the NAME line after the dash */
    std::string version;
    std::vector<std::string> synopses; /**< each after the program's name */
    std::vector<Section> sections; /**< after NAME and SYNOPSIS, in order */

    /** The page as roff. */
    std::string roff() const;
};

/** text made safe as roff: backslashes, hyphens of option names, and a leading dot or quote. */
std::string roffEscape(const std::string &text);

} // namespace hexfire::cli
