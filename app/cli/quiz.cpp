// hexfire-cli quiz FILE [--json]: each step's questions answered on stdin, with right or not and
// why, and the score at the end; or, with --json, every question with its answer (a teacher's
// worksheet), nothing read.
#include "app/cli/commands.h"
#include "app/cli/help.h"
#include "app/cli/loaded.h"
#include "app/cli/output.h"

#include "core/dice/scripteddice.h"
#include "core/error.h"
#include "core/play/quiz.h"

#include <algorithm>
#include <charconv>
#include <iostream>
#include <unistd.h>

namespace hexfire::cli {

namespace {

/** The longest answer line kept: the rest of a longer line is read and left out, a piece at a
 *  time, so a line of any length takes no more memory than this and is not echoed whole. */
constexpr std::size_t maxAnswerBytes = 4096;

DataNode questionsJson(const std::vector<QuizQuestion> &questions)
{
    DataNode qs = DataNode::array();
    for (const QuizQuestion &question : questions) {
        DataNode choices = DataNode::array();
        for (const std::string &c : question.choices)
            choices.push(DataNode::of(c));
        DataNode q = DataNode::object();
        q.set("given", DataNode::of(question.given))
            .set("question", DataNode::of(question.prompt))
            .set("choices", std::move(choices))
            .set("answer", DataNode::of(question.answer + 1))
            .set("why", DataNode::of(question.why));
        qs.push(std::move(q));
    }
    return qs;
}

/** A whole number from a line of input, surrounding spaces allowed; 0 when it is none. */
int numberIn(const std::string &line)
{
    const auto first = line.find_first_not_of(" \t\r\v\f");
    if (first == std::string::npos)
        return 0;
    const auto last = line.find_last_not_of(" \t\r\v\f");
    int n = 0;
    const char *begin = line.data() + first + (line[first] == '+' ? 1 : 0);
    const char *end = line.data() + last + 1;
    const auto [ptr, ec] = std::from_chars(begin, end, n);
    return ec == std::errc() && ptr == end ? n : 0;
}

/**
 * One line of stdin, its first maxAnswerBytes kept in line (cut: the line was longer); false when
 * the input has ended. The line is read in pieces, never held whole.
 */
bool readAnswerLine(std::string &line, bool &cut)
{
    line.clear();
    cut = false;
    char piece[1024];
    bool readAny = false;
    for (;;) {
        std::cin.getline(piece, sizeof piece);
        const auto got = static_cast<std::size_t>(std::cin.gcount());
        readAny = readAny || got > 0;
        // The newline was read (and counted in got); else the input ended or the piece was full.
        const bool ended = !std::cin.fail() && !std::cin.eof();
        const bool longer = std::cin.fail() && !std::cin.eof();
        const std::size_t chars = ended ? got - 1 : got;
        const std::size_t room = maxAnswerBytes - line.size();
        line.append(piece, std::min(chars, room));
        cut = cut || chars > room;
        if (!longer)
            return ended || readAny;
        std::cin.clear();
    }
}

/** Reads answers until one is a choice's number; 0 when the input ends first. */
int readChoice(std::size_t choices)
{
    std::string line;
    bool cut = false;
    while (readAnswerLine(line, cut)) {
        if (!isatty(fileno(stdin)))
            std::cout << line << (cut ? "..." : "") << "\n"; // as a terminal echoes it
        if (cut) {
            std::cout << "  (An answer is read up to " << maxAnswerBytes
                      << " characters; the rest of that line was left out.)\n";
        }
        const int n = cut ? 0 : numberIn(line);
        if (n >= 1 && static_cast<std::size_t>(n) <= choices)
            return n;
        std::cout << "  Type a number from 1 to " << choices << ": " << std::flush;
    }
    return 0;
}

/** Asks one step's questions; false when the input ended (the quiz stops). */
bool askStep(Quiz &score, int stepNumber, const std::vector<QuizQuestion> &questions)
{
    score.ask(stepNumber, questions);
    while (!score.done()) {
        const QuizQuestion &question = score.current();
        if (!question.given.empty())
            std::cout << "  " << question.given << "\n";
        std::cout << "  " << question.prompt << "\n";
        for (std::size_t c = 0; c < question.choices.size(); ++c)
            std::cout << "    " << c + 1 << ". " << question.choices[c] << "\n";
        std::cout << "  Your answer (1-" << question.choices.size() << "): " << std::flush;
        const int choice = readChoice(question.choices.size());
        if (choice == 0) {
            std::cout << "\n  No more answers: the quiz stops here.\n";
            return false;
        }
        const std::string right = question.choices[static_cast<std::size_t>(question.answer)];
        const std::string why = question.why;
        const bool wasRight = score.answer(choice - 1);
        std::cout << (wasRight ? std::string("  Right. ")
                               : "  Not quite: the answer is " + right + ". ")
                  << why << "\n";
    }
    return true;
}

} // namespace

int runQuiz(const CliCall &call)
{
    if (call.args.size() != 1)
        return call.usageError(expectedText(call.command));
    const std::string &path = call.args.front();
    std::optional<Loaded> loaded = load(path);
    if (!loaded)
        return exitInvalid;
    Loaded &l = *loaded;
    if (l.steps.empty()) {
        printErr(path + ": no steps to be quizzed on: the file has no script or saved steps");
        return exitInvalid;
    }
    const bool json = call.json();
    Quiz score;
    DataNode stepsJson = DataNode::array();
    for (std::size_t i = 0; i < l.steps.size(); ++i) {
        const Step &step = l.steps[i];
        ScriptStep scripted;
        scripted.action = step.action;
        scripted.dice = step.faces;
        const auto questions = quizQuestions(l.game->rules(), l.game->state(), scripted);
        const int number = static_cast<int>(i + 1);
        if (json) {
            DataNode o = DataNode::object();
            o.set("step", DataNode::of(number))
                .set("title", DataNode::of(step.title))
                .set("questions", questionsJson(questions));
            stepsJson.push(std::move(o));
        } else {
            std::cout << "Step " << number << " of " << l.steps.size() << ": " << step.title
                      << "\n";
            if (!askStep(score, number, questions))
                break;
        }
        ScriptedDice dice(step.faces);
        try {
            l.game->commit(step.action, dice, step.title, step.narration);
        } catch (const Error &e) {
            printErr(path + ": step " + std::to_string(number) + ": " + e.what());
            return exitInvalid;
        }
    }
    if (json) {
        DataNode doc = DataNode::object();
        doc.set("file", DataNode::of(path)).set("steps", std::move(stepsJson));
        printJson(doc);
        return exitOk;
    }
    std::cout << "Score: " << score.score().text() << "\n";
    return exitOk;
}

} // namespace hexfire::cli
