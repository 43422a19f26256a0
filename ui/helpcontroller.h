#pragma once

#include <QObject>
#include <QString>

class QAction;
class QMainWindow;
class QMenu;
class QTextDocument;

namespace hexfire {

class GameSession;
class GameState;
class RuleSet;

/**
 * The Help menu's pages: the game's rules in brief and the map legend (both from what the rule
 * system publishes and the map shows), the keyboard shortcuts (every action of the window that
 * has one) and About.
 */
class HelpController final : public QObject {
    Q_OBJECT
public:
    HelpController(QMainWindow *window, GameSession *session);

    /** Fills the Help menu. */
    void fillHelpMenu(QMenu *menu);
    /**
     * Help > HexFire's Rules Notes: what HexFire assumes where the rule books leave a choice,
     * opened at entry (a heading of the notes) when one is given.
     */
    void showRulesNote(const QString &entry = {});
    /** The heading block of the notes' document titled entry, or -1 (for tests). */
    static int noteHeadingPosition(const QTextDocument &notes, const QString &entry);
    /** Help > The Game's Rules in Brief: the rule system's primer and glossary. */
    QAction *rulesBriefAction() const { return m_rulesBriefAction; }

    /** What that dialog shows for a rule system (its primer and glossary as HTML). */
    static QString rulesBriefHtml(const RuleSet &rules);
    /** Help > Legend: the map's terrain, the rule system's markers and counter values. */
    static QString legendHtml(const GameState &state, const RuleSet &rules);
    /** Help > Keyboard Shortcuts: every action of the window's menus and toolbars with one. */
    QString shortcutsHtml() const;

private:
    /** Shows a dialog with this HTML. */
    void showHelpPage(const QString &title, const QString &objectName, const QString &html);

    QMainWindow *m_window;
    GameSession *m_session;
    QAction *m_rulesBriefAction = nullptr;
};

} // namespace hexfire
