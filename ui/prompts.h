#pragma once

#include "ui/dialogs/victorydialog.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <utility>
#include <vector>

class QWidget;

namespace hexfire {

/** The answer to "save the game first?": save it, throw it away, or do not go on. */
enum class SaveChoice { Save, Discard, Cancel };

/**
 * What the window asks and tells the player. The interactive window uses message boxes and
 * file dialogs; a non-interactive one answers No, tells only the status bar and has no save
 * path, until a test sets its own. A member a test leaves empty answers as silentPrompts() does.
 */
struct Prompts {
    /** A yes/no question; true for yes. */
    std::function<bool(const QString &title, const QString &question)> ask;
    /** Something went wrong; the player is told and reads it. */
    std::function<void(const QString &title, const QString &message)> tell;
    /** Where to save the game; empty cancels. */
    std::function<QString(const QString &caption)> savePath;
    /**
     * Put these items in order (the first goes first); the labels are the player's words.
     * Returns the order as indexes into items, or nothing when the player cancels. The
     * non-interactive window keeps the given order.
     */
    std::function<std::optional<std::vector<int>>(
        const QString &title, const QString &question, const QStringList &items)>
        order;
    /**
     * A step's new title and narration (step 1 is the first; `happened` says what the dice
     * did); nothing when the player cancels. The non-interactive window changes nothing.
     */
    std::function<std::optional<std::pair<QString, QString>>(
        int step, const QString &title, const QString &narration, const QString &happened)>
        stepText;
    /**
     * The game has work that is not saved and is about to be closed or replaced: save it first,
     * discard it, or cancel (the game stays). The non-interactive window answers Discard, so a
     * window without a player never blocks and replaces its game as it always did.
     */
    std::function<SaveChoice(const QString &title, const QString &question)> saveChanges;
    /** Which file to open; empty cancels. */
    std::function<QString(const QString &caption)> openPath;
    /** A file could not be used: a summary, and the details (the loader's diagnostics). */
    std::function<void(const QString &title, const QString &summary, const QString &details)>
        problem;
    /**
     * Pick one of these outcomes (the rules leave the result to the players); returns its index,
     * or nothing when the player cancels. The non-interactive window takes `preferred` (the
     * rule system's default, else the first).
     */
    std::function<std::optional<int>(
        const QString &title, const QString &question, const QStringList &items, int preferred)>
        choose;
    /**
     * The game has ended: the headline (who won) and the summary (why, each side's score and
     * losses) for the player to read. The non-interactive window shows nothing.
     */
    std::function<void(const QString &headline, const QString &summary)> gameOver;
    /** A whole number from min to max, starting at value; nothing when the player cancels. The
        non-interactive window asks nothing. */
    std::function<std::optional<int>(
        const QString &title, const QString &question, int value, int min, int max)>
        number;
    /**
     * How the game is won, where the rules let the players decide: the answer, or nothing when
     * the player cancels (the proposal stands). The non-interactive window keeps the proposal.
     */
    std::function<std::optional<VictoryConditions>(const VictoryQuestion &question)> victory;
    /**
     * The player acts inside an example: true plays on from here as the player's own game (the
     * example stays reachable), false stays in the example. The non-interactive window plays on.
     */
    std::function<bool(const QString &title, const QString &question)> playOn;
};

/** The interactive window's prompts: message boxes, file dialogs, a list to reorder. */
Prompts interactivePrompts(QWidget *parent);
/**
 * Where Save As starts: the folder last used, unless that is the bundled examples' folder (or one
 * the player cannot write to), where a game of theirs does not belong: then their documents.
 */
QString defaultSaveDirectory();
/**
 * Asks where to save a game or scenario, starting in `directory`: HexFire's own file type, so a
 * name typed without a suffix gets ".hexfire" (packaging/org.hexfire.HexFire.mime.xml). Empty when
 * the player cancels.
 */
QString askSaveFileName(QWidget *parent, const QString &caption, const QString &directory);
/** The file dialogs' filter for opening: HexFire files (.hexfire, and .json as the examples are).
 */
QString openFileFilter();
/**
 * A window without a player (screenshots, tests): answers No, keeps every order, discards rather
 * than saves, opens nothing and asks nothing.
 */
Prompts silentPrompts();
/** prompts with every member left empty answered as silentPrompts() answers it. */
Prompts completedPrompts(Prompts prompts);

} // namespace hexfire
