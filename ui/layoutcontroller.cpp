#include "ui/layoutcontroller.h"

#include "ui/accessiblenames.h"
#include "ui/map/mapscene.h"
#include "ui/panelstripbutton.h"
#include "ui/settings.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QScreen>
#include <QStyle>
#include <QTabBar>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>

#include <functional>

#include <algorithm>

namespace hexfire {

/** The window's panels by what they show. */
struct LayoutController::Docks {
    QDockWidget *explanation, *odds, *unit, *shots, *threats, *whatIf, *dice, *timeline;
    QList<QDockWidget *> all() const
    {
        return {explanation, odds, unit, shots, threats, whatIf, dice, timeline};
    }
};

LayoutController::LayoutController(QMainWindow *window, MapScene *scene, bool interactive)
    : QObject(window)
    , m_window(window)
    , m_scene(scene)
    , m_interactive(interactive)
{
    setObjectName(QStringLiteral("layoutController"));
    // The panels collapsed: a slim strip at the window's right edge names each one; a click
    // brings the panels back with that one in front.
    m_strip = new QToolBar(tr("Panels"), m_window);
    m_strip->setObjectName(QStringLiteral("panelStrip"));
    m_strip->setMovable(false);
    m_strip->setFloatable(false);
    m_strip->setOrientation(Qt::Vertical);
    m_strip->setAccessibleName(tr("Collapsed panels"));
    m_strip->toggleViewAction()->setVisible(false);
    m_window->addToolBar(Qt::RightToolBarArea, m_strip);
    m_strip->hide();
}

QDockWidget *LayoutController::addDock(
    QWidget *widget, const QString &title, const char *name, Qt::DockWidgetArea area)
{
    auto *d = new QDockWidget(title, m_window);
    d->setObjectName(QLatin1String(name));
    d->setWidget(widget);
    nameForScreenReaders(widget, title);
    m_window->addDockWidget(area, d);
    m_docks << d;
    auto *button = new PanelStripButton;
    button->setText(title);
    button->setObjectName(QStringLiteral("strip-%1").arg(QLatin1String(name)));
    button->setToolTip(tr("Show the panels, %1 in front").arg(title));
    button->setAccessibleName(tr("%1 panel").arg(title));
    m_strip->addWidget(button);
    m_stripButtons.insert(d, button);
    connect(button, &QToolButton::clicked, this, [this, d] { showPanel(d); });
    return d;
}

void LayoutController::showPanel(QDockWidget *dock)
{
    if (m_focusMapAction && m_focusMapAction->isChecked()) {
        m_collapseChosen = true;
        m_focusMapAction->setChecked(false);
    }
    dock->show();
    dock->raise();
    if (PanelStripButton *b = m_stripButtons.value(dock))
        b->setHighlighted(false);
}

void LayoutController::setPanelHighlighted(const char *name, bool on)
{
    for (auto it = m_stripButtons.cbegin(); it != m_stripButtons.cend(); ++it) {
        if (it.key()->objectName() == QLatin1String(name))
            it.value()->setHighlighted(on && !m_strip->isHidden());
    }
}

int LayoutController::columnWidth(int windowWidth)
{
    return std::clamp(windowWidth * 21 / 100, 280, 460);
}

// --- the docks ------------------------------------------------------------------------------

void LayoutController::arrangeDocks(bool compact)
{
    m_compact = compact;
    m_layoutChosen = true;
    // A tab's name is shown whole; when a group's tabs do not fit, its bar scrolls. The bars
    // exist once the docks are tabbed, on the next round of events.
    QTimer::singleShot(0, this, [this] {
        for (QTabBar *bar : m_window->findChildren<QTabBar *>(Qt::FindDirectChildrenOnly)) {
            bar->setElideMode(Qt::ElideNone);
            bar->setUsesScrollButtons(true);
        }
    });
    auto find = [this](const char *name) {
        return m_window->findChild<QDockWidget *>(QLatin1String(name));
    };
    const Docks d {find("explanationDock"), find("oddsDock"), find("unitDock"),
        find("bestShotsDock"), find("threatsDock"), find("whatIfDock"), find("diceDock"),
        find("timelineDock")};
    // The map first at every size: one column of panels on the right (a second column left the
    // map 40% of a 1920x1080 window), in two tab groups one above the other: what the step means
    // and how the game got here (Explanation in front; the unit, the timeline, the dice rolled),
    // and what it may bring (Odds in front; the best shots, the threats, what if). Tabbed one by
    // one onto the first of each, never stacked all at once, which would grow the window.
    const bool collapsed = m_focusMapAction && m_focusMapAction->isChecked();
    m_window->removeDockWidget(d.explanation);
    m_window->addDockWidget(Qt::RightDockWidgetArea, d.explanation);
    m_window->removeDockWidget(d.odds);
    m_window->splitDockWidget(d.explanation, d.odds, Qt::Vertical);
    for (QDockWidget *dock : {d.unit, d.timeline, d.dice})
        m_window->tabifyDockWidget(d.explanation, dock);
    for (QDockWidget *dock : {d.shots, d.threats, d.whatIf})
        m_window->tabifyDockWidget(d.odds, dock);
    for (QDockWidget *dock : d.all())
        dock->setVisible(!collapsed);
    // The tab bars settle on the next round of events; the front tabs are chosen then.
    QTimer::singleShot(0, this, [this, explanation = d.explanation, odds = d.odds] {
        explanation->raise();
        odds->raise(); // the dice log fills only once dice are rolled
        // Again once the window has laid itself out at its size: before, the column may be
        // given what the old size left it.
        setColumnWidth(columnWidth(m_window->width()));
    });
    const int height = m_window->height();
    m_window->resizeDocks(
        {d.explanation, d.odds}, {height * 11 / 20, height * 9 / 20}, Qt::Vertical);
    setColumnWidth(columnWidth(m_window->width()));
}

void LayoutController::setColumnWidth(int width)
{
    if (auto *explanation = m_window->findChild<QDockWidget *>(QStringLiteral("explanationDock"))) {
        m_window->resizeDocks({explanation}, {width}, Qt::Horizontal);
        m_columnWidth = width;
    }
}

void LayoutController::windowResized(const QSize &size)
{
    // The column keeps its share of a window resized, unless the player set its width by hand.
    auto *explanation = m_window->findChild<QDockWidget *>(QStringLiteral("explanationDock"));
    if (m_layoutChosen && explanation && explanation->isVisible()
        && std::abs(explanation->width() - m_columnWidth) <= 2)
        setColumnWidth(columnWidth(size.width()));
    // Narrower than this, a column of panels would leave the map under two thirds of the window:
    // they are collapsed to the strip, a click away, unless the player chose otherwise.
    const bool narrow = size.width() < 1300;
    if (narrow != m_narrow && m_focusMapAction && !m_collapseChosen) {
        m_narrow = narrow;
        m_focusMapAction->setChecked(narrow);
    }
    // Below this size two columns of panels would leave the map a third of the window.
    const bool compact = size.width() < 1400 || size.height() < 820;
    if (compact != m_compact || !m_layoutChosen) {
        arrangeDocks(compact);
        // Moving docks may have asked for more room than the window was given; it keeps its size.
        if (m_window->size() != size)
            m_window->resize(size);
    }
}

void LayoutController::setFocusOnMap(bool on)
{
    if (on) {
        m_hiddenForFocus.clear();
        for (QDockWidget *d : std::as_const(m_docks)) {
            if (d->isVisible()) {
                m_hiddenForFocus << d;
                d->hide();
            }
        }
    } else {
        // Collapsed from the start, nothing was hidden by hand: the arranged panels come back.
        const QList<QDockWidget *> back = m_hiddenForFocus.isEmpty() ? m_docks : m_hiddenForFocus;
        for (QDockWidget *d : back)
            d->show();
        m_hiddenForFocus.clear();
    }
    m_strip->setVisible(on);
    for (PanelStripButton *b : std::as_const(m_stripButtons))
        b->setHighlighted(false);
}

// --- the look -------------------------------------------------------------------------------

int LayoutController::textPercentFor(int chosenPercent, int screenHeight)
{
    if (chosenPercent > 0)
        return std::clamp(chosenPercent, 50, 200);
    return std::clamp(screenHeight * 100 / 1200, 100, 150);
}

void LayoutController::setTextPercent(int percent)
{
    if (!m_baseFont)
        m_baseFont = QApplication::font();
    m_textPercent = percent;
    QFont f = *m_baseFont;
    if (f.pointSizeF() > 0)
        f.setPointSizeF(f.pointSizeF() * percent / 100.0);
    else
        f.setPixelSize(std::max(6, f.pixelSize() * percent / 100));
    // The window and everything in it; dialogs it opens take the application's font.
    m_window->setFont(f);
    QApplication::setFont(f);
    emit fontChanged(f);
}

void LayoutController::setDarkTheme(bool on)
{
    if (on == m_dark)
        return;
    if (!m_lightPalette) {
        m_lightPalette = QApplication::palette();
        m_lightStyle = QApplication::style()->name();
    }
    m_dark = on;
    if (!on) {
        QApplication::setStyle(m_lightStyle);
        QApplication::setPalette(*m_lightPalette);
        m_scene->setBackgroundBrush(QColor(88, 92, 84));
        adaptIcons();
        return;
    }
    // Fusion draws every widget from the palette, so one palette darkens the whole window.
    QApplication::setStyle(QStringLiteral("Fusion"));
    QPalette p;
    const QColor window(45, 47, 50);
    const QColor base(32, 34, 36);
    const QColor text(225, 225, 220);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, QColor(60, 62, 66));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(255, 120, 100));
    p.setColor(QPalette::Link, QColor(120, 170, 255));
    p.setColor(QPalette::Highlight, QColor(60, 110, 180));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::PlaceholderText, QColor(150, 150, 145));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(120, 120, 118));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(120, 120, 118));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(120, 120, 118));
    QApplication::setPalette(p);
    m_scene->setBackgroundBrush(QColor(28, 30, 32));
    adaptIcons();
}

QIcon LayoutController::iconForDark(const QIcon &icon)
{
    // The icons are drawn dark on light: their dark parts turn light, their colours kept.
    QIcon adapted;
    for (int size : {16, 22, 24, 26, 32, 48}) {
        QImage image = icon.pixmap(size).toImage().convertToFormat(QImage::Format_ARGB32);
        for (int y = 0; y < image.height(); ++y) {
            auto *line = reinterpret_cast<QRgb *>(image.scanLine(y));
            for (int x = 0; x < image.width(); ++x) {
                const QColor c = QColor::fromRgba(line[x]);
                if (c.alpha() == 0 || c.lightness() > 150)
                    continue;
                // Greys mirrored to light greys; deep colours lifted to a lighter shade of
                // themselves, so that green stays green.
                QColor light;
                light.setHsl(c.hslHue(), c.hslSaturation(),
                    c.hslSaturation() > 90 ? 150 + c.lightness() / 3 : 255 - c.lightness() / 2,
                    c.alpha());
                line[x] = light.rgba();
            }
        }
        adapted.addPixmap(QPixmap::fromImage(image));
    }
    return adapted;
}

void LayoutController::adaptIcons()
{
    // Every icon of the window's actions and buttons in the theme's version; the original is
    // kept on the object to go back to, and taken again when the action's icon changed since.
    const char *original = "hexfireLightIcon";
    const char *shown = "hexfireShownIcon";
    auto adapt = [&](QObject *o, const QIcon &current, const std::function<void(QIcon)> &set) {
        if (current.isNull())
            return;
        const QVariant kept = o->property(original);
        const bool ours = o->property(shown).toLongLong() == current.cacheKey();
        const QIcon light = kept.isValid() && ours ? kept.value<QIcon>() : current;
        o->setProperty(original, QVariant::fromValue(light));
        const QIcon next = m_dark ? iconForDark(light) : light;
        o->setProperty(shown, QVariant::fromValue(next.cacheKey()));
        set(next);
    };
    for (QAction *a : m_window->findChildren<QAction *>())
        adapt(a, a->icon(), [a](const QIcon &i) { a->setIcon(i); });
    for (QToolButton *b : m_window->findChildren<QToolButton *>()) {
        if (!b->defaultAction())
            adapt(b, b->icon(), [b](const QIcon &i) { b->setIcon(i); });
    }
}

void LayoutController::applySettings()
{
    if (!m_interactive)
        return;
    setDarkTheme(Settings::darkTheme.get());
    if (const QScreen *s = QGuiApplication::primaryScreen())
        setTextPercent(
            textPercentFor(Settings::textPercent.get(), s->availableGeometry().height()));
}

void LayoutController::restoreWindowState()
{
    if (!m_interactive)
        return;
    m_window->restoreGeometry(Settings::windowGeometry.get());
    // A layout the player arranged is kept as it was; otherwise the size chooses one.
    m_layoutChosen = m_window->restoreState(Settings::windowState.get());
}

void LayoutController::saveWindowState()
{
    if (!m_interactive)
        return;
    Settings::windowGeometry.set(m_window->saveGeometry());
    Settings::windowState.set(m_window->saveState());
}

// --- the View menu --------------------------------------------------------------------------

void LayoutController::addLookActions(QMenu *view)
{
    QMenu *text = view->addMenu(tr("&Text Size"));
    auto *textGroup = new QActionGroup(text);
    for (int percent : {0, 90, 100, 115, 130, 150}) {
        QAction *a = text->addAction(
            percent == 0 ? tr("Follow the Screen") : QStringLiteral("%1%").arg(percent));
        a->setCheckable(true);
        a->setChecked(Settings::textPercent.get() == percent);
        textGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, percent] {
            Settings::textPercent.set(percent);
            const QScreen *s = m_window->screen();
            setTextPercent(textPercentFor(percent, s ? s->availableGeometry().height() : 1000));
        });
    }
    QAction *dark = view->addAction(tr("&Dark Theme"));
    dark->setObjectName(QStringLiteral("darkThemeAction"));
    dark->setCheckable(true);
    // The window applies the saved theme after the menus exist: the check follows the setting.
    dark->setChecked(Settings::darkTheme.get());
    connect(dark, &QAction::toggled, this, [this](bool on) {
        Settings::darkTheme.set(on);
        setDarkTheme(on);
    });
}

void LayoutController::addPanelActions(QMenu *view)
{
    m_focusMapAction = view->addAction(tr("Collapse the &Panels"));
    m_focusMapAction->setObjectName(QStringLiteral("focusMapAction"));
    m_focusMapAction->setCheckable(true);
    m_focusMapAction->setShortcut(Qt::CTRL | Qt::Key_M);
    m_focusMapAction->setToolTip(tr("Collapses the panels to a strip at the window's edge so "
                                    "the map fills the window; again, or a click on the strip, "
                                    "brings them back"));
    connect(m_focusMapAction, &QAction::toggled, this, &LayoutController::setFocusOnMap);
    connect(m_focusMapAction, &QAction::triggered, this, [this] { m_collapseChosen = true; });
    view->addSeparator();
    for (QDockWidget *d : std::as_const(m_docks))
        view->addAction(d->toggleViewAction());
}

} // namespace hexfire
