#pragma once

#include <QFont>
#include <QHash>
#include <QIcon>
#include <QList>
#include <QObject>
#include <QPalette>
#include <QString>

#include <optional>

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;
class QSize;
class QToolBar;
class QWidget;

namespace hexfire {

class MapScene;
class PanelStripButton;

/**
 * Where the window's panels go and how the window looks: the docks (placed for the window's
 * size, in one column beside the map), Collapse the Panels (to a strip), the text size and the dark
 * theme, and the window's geometry kept between sessions. It knows the panels only as docks by
 * their names; what is in them belongs to whoever made them.
 */
class LayoutController final : public QObject {
    Q_OBJECT
public:
    /** interactive false: no settings read or written (screenshots, tests). */
    LayoutController(QMainWindow *window, MapScene *scene, bool interactive);

    /** Puts a panel in a dock of the window (name: the dock's objectName) and lists its toggle
     *  in the View menu (fillViewMenu). */
    QDockWidget *addDock(
        QWidget *widget, const QString &title, const char *name, Qt::DockWidgetArea area);
    /** Puts the panels where they belong for the window's size (see compactLayout). */
    void arrangeDocks(bool compact);
    /** Whether the panels are arranged for a small screen (one tabbed column beside the map). */
    bool compactLayout() const { return m_compact; }
    /** The window was resized: the docks are arranged again when it crossed the small size. */
    void windowResized(const QSize &size);

    /**
     * The text size the window uses, in percent of the system's: the player's choice (View >
     * Text Size), or with none one that follows the screen, so that a large desktop screen
     * does not leave the text small (100% up to 1200 pixels high, then in proportion, at most
     * 150%).
     */
    static int textPercentFor(int chosenPercent, int screenHeight);
    /** Applies a text size to the whole window (percent of the system's). */
    void setTextPercent(int percent);
    int textPercent() const { return m_textPercent; }
    /** View > Dark Theme: dark panels around the map (the map keeps its printed colours). */
    void setDarkTheme(bool on);
    bool darkTheme() const { return m_dark; }
    /** The window's icons in the theme's colours (after the theme changes or new actions come). */
    void adaptIcons();
    /** A dark-on-light icon made to read on a dark background. */
    static QIcon iconForDark(const QIcon &icon);

    /** The saved look (interactive): the theme and the text size from the settings. */
    void applySettings();
    /** The saved geometry and dock layout (interactive); a layout restored is kept as it was. */
    void restoreWindowState();
    /** Keeps the geometry and dock layout for the next start (interactive). */
    void saveWindowState();

    /** View > Text Size and Dark Theme. */
    void addLookActions(QMenu *view);
    /** View > Collapse the Panels and every dock's toggle. */
    void addPanelActions(QMenu *view);
    /** View > Collapse the Panels: every panel collapsed to the strip, and back. */
    QAction *focusMapAction() const { return m_focusMapAction; }
    /** The slim strip that names the collapsed panels (shown while they are collapsed). */
    QToolBar *panelStrip() const { return m_strip; }
    /** Brings the panels back (if collapsed) with dock in front. */
    void showPanel(QDockWidget *dock);
    /** Marks a collapsed panel's name on the strip: it has something new (dock objectName). */
    void setPanelHighlighted(const char *name, bool on);
    /** The panel column's width for a window this wide: about a fifth, 280 to 460 pixels. */
    static int columnWidth(int windowWidth);

signals:
    /** The window's text font changed: widgets styled by a style sheet take it themselves. */
    void fontChanged(const QFont &font);

private:
    struct Docks;
    void setColumnWidth(int width);
    void setFocusOnMap(bool on);

    QMainWindow *m_window;
    MapScene *m_scene;
    bool m_interactive;
    QList<QDockWidget *> m_docks;
    QList<QDockWidget *> m_hiddenForFocus;
    QAction *m_focusMapAction = nullptr;
    QToolBar *m_strip = nullptr;
    QHash<QDockWidget *, PanelStripButton *> m_stripButtons;
    bool m_compact = false;
    int m_columnWidth = 0; /**< the column's width as last set here (not by the player) */
    bool m_narrow = false; /**< the window is narrow enough for the panels to start collapsed */
    bool m_collapseChosen = false; /**< the player collapsed or brought back the panels */
    bool m_layoutChosen = false; /**< the docks were placed for a size (or restored) */
    int m_textPercent = 100;
    bool m_dark = false;
    std::optional<QPalette> m_lightPalette; /**< the system's palette, to go back to */
    QString m_lightStyle;
    std::optional<QFont> m_baseFont; /**< the system's font, before any text size */
};

} // namespace hexfire
