#include "ui/helpcontroller.h"

#include "core/game/gamestate.h"
#include "core/rules/ruleset.h"
#include "ui/displaytext.h"
#include "ui/gamesession.h"
#include "ui/map/terrainswatch.h"

#include <QAction>
#include <QCollator>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFile>
#include <QKeySequence>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>
#include <set>

namespace hexfire {

namespace {
QString esc(const std::string &t) { return qs(t).toHtmlEscaped(); }

QString swatch(const QString &colour)
{
    return QStringLiteral("<span style=\"background-color:%1\">&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;"
                          "</span>&nbsp;")
        .arg(colour);
}

/** A hex of the map's own art, the size of a line of text and a half. */
QString picture(const QImage &image)
{
    return QStringLiteral("<img src=\"%1\" width=\"%2\" height=\"%3\">")
        .arg(TerrainSwatch::dataUrl(image))
        .arg(image.width() / 2)
        .arg(image.height() / 2);
}

/** The terrain on the map, its hills and its features. */
QString terrainLegend(const MapGrid &map, const RuleSet &rules)
{
    QString html = QStringLiteral("<h3>%1</h3><table cellspacing=\"4\">")
                       .arg(HelpController::tr("Terrain on this map"));
    std::vector<bool> used(map.terrainKinds().size(), false);
    int highest = 0;
    std::set<std::string> features;
    for (Hex h : map.hexes()) {
        used[static_cast<std::size_t>(map.terrainIndexAt(h))] = true;
        highest = std::max(highest, map.elevation(h));
        for (const std::string &f : map.features(h))
            features.insert(f);
    }
    // Each terrain as the map paints it (twice the size shown, so it stays sharp on HiDPI).
    const int pixels = 80;
    for (std::size_t i = 0; i < used.size(); ++i) {
        if (!used[i])
            continue;
        const TerrainKind &k = map.terrainKinds()[i];
        html += QStringLiteral("<tr><td>%1</td><td valign=\"middle\">%2</td></tr>")
                    .arg(picture(TerrainSwatch::terrain(k, pixels)),
                        ruleText(k.name).toHtmlEscaped());
    }
    html += QStringLiteral("</table>");
    if (highest > 0)
        html += QStringLiteral("<p>%1</p>")
                    .arg(HelpController::tr(
                        "Hills are shaded darker for each level up; a hex above level 0 shows "
                        "its level, and the line-of-sight tool (L) labels the levels a line "
                        "crosses L1, L2 and so on."));
    std::set<std::string> sides;
    for (const HexsideFeature &f : map.hexsideFeatures())
        sides.insert(std::string(f.feature));
    auto words
        = [&rules](const std::string &id) { return qs(rules.featureName(id)).toHtmlEscaped(); };
    if (!features.empty() || !sides.empty()) {
        html += QStringLiteral("<h3>%1</h3><table cellspacing=\"4\">")
                    .arg(HelpController::tr("Features on this map"));
        for (const std::string &f : features)
            html += QStringLiteral("<tr><td>%1</td><td valign=\"middle\">%2</td></tr>")
                        .arg(picture(TerrainSwatch::feature(f, false, pixels)), words(f));
        for (const std::string &f : sides)
            html += QStringLiteral("<tr><td>%1</td><td valign=\"middle\">%2</td></tr>")
                        .arg(picture(TerrainSwatch::feature(f, true, pixels)),
                            HelpController::tr("%1 (along hexsides)").arg(words(f)));
        html += QStringLiteral("</table>");
    }
    return html;
}

/** The printed values: one counter of each kind on the map, its values by position. */
QString counterLegend(const GameState &state, const RuleSet &rules)
{
    QString html = QStringLiteral("<h3>%1</h3>").arg(HelpController::tr("Numbers on the counters"));
    std::set<std::string> symbols;
    for (const Unit &u : state.units()) {
        const CounterPrint print = rules.counterPrint(u);
        if (!symbols.insert(print.symbol).second || print.values.empty())
            continue;
        QStringList values;
        for (const PrintedValue &v : print.values) {
            const QString where = v.slot == PrintedValue::Slot::Left ? HelpController::tr("left")
                : v.slot == PrintedValue::Slot::Middle               ? HelpController::tr("middle")
                                                                     : HelpController::tr("right");
            const QString frame = v.frame == PrintedValue::Frame::Box
                ? HelpController::tr(", boxed")
                : v.frame == PrintedValue::Frame::Circle ? HelpController::tr(", circled")
                                                         : QString();
            values << HelpController::tr("%1 (%2%3): %4")
                          .arg(esc(v.text), where, frame, ruleText(v.label).toHtmlEscaped());
        }
        html += QStringLiteral("<p><b>%1</b> — %2<br>%3</p>")
                    .arg(esc(u.name), HelpController::tr("for example"),
                        values.join(QStringLiteral("<br>")));
    }
    return html;
}

/** The states a counter shows and the markers, as the rule system names them. */
QString markerLegend(const RuleSet &rules)
{
    QString html;
    if (!rules.vocabulary().statuses.empty()) {
        html += QStringLiteral("<h3>%1</h3><dl>").arg(HelpController::tr("States a counter shows"));
        for (const StatusType &t : rules.vocabulary().statuses)
            html += QStringLiteral("<dt><b>%1</b></dt><dd>%2</dd>")
                        .arg(ruleText(t.name).toHtmlEscaped(), esc(t.help));
        html += QStringLiteral("</dl>");
    }
    if (!rules.vocabulary().markers.empty()) {
        html += QStringLiteral("<h3>%1</h3><table cellspacing=\"4\">")
                    .arg(HelpController::tr("Markers"));
        for (const MarkerType &t : rules.vocabulary().markers) {
            html += QStringLiteral("<tr><td>%1</td><td><b>%2</b>%3<br>%4</td></tr>")
                        .arg(t.colour.empty() ? swatch(QStringLiteral("#888888"))
                                              : swatch(qs(t.colour)),
                            ruleText(t.name).toHtmlEscaped(),
                            t.caption.empty()
                                ? QString()
                                : HelpController::tr(" — the chit reads “%1”").arg(esc(t.caption)),
                            esc(t.help));
        }
        html += QStringLiteral("</table>");
    }
    return html;
}

} // namespace

HelpController::HelpController(QMainWindow *window, GameSession *session)
    : QObject(window)
    , m_window(window)
    , m_session(session)
{
    setObjectName(QStringLiteral("helpController"));
}

void HelpController::fillHelpMenu(QMenu *help)
{
    m_rulesBriefAction = help->addAction(tr("The Game's Rules in &Brief…"), this, [this] {
        if (m_session->hasGame())
            showHelpPage(ruleText(m_session->rules().displayName()), QStringLiteral("rulesBrief"),
                rulesBriefHtml(m_session->rules()));
    });
    m_rulesBriefAction->setShortcut(QKeySequence::HelpContents);
    help->addAction(tr("Map &Legend…"), this, [this] {
        if (m_session->hasGame())
            showHelpPage(tr("Map Legend"), QStringLiteral("legend"),
                legendHtml(m_session->state(), m_session->rules()));
    });
    help->addAction(tr("HexFire's &Rules Notes…"), this, [this] { showRulesNote(); })
        ->setObjectName(QStringLiteral("rulesNotesAction"));
    help->addAction(tr("&Keyboard Shortcuts…"), this, [this] {
        showHelpPage(tr("Keyboard Shortcuts"), QStringLiteral("shortcuts"), shortcutsHtml());
    });
    help->addAction(tr("&About HexFire"), this, [this] {
        QMessageBox::about(m_window, tr("About HexFire"),
            tr("<h3>HexFire %1</h3><p>A hex-map wargame assistant: line of sight that explains "
               "itself, "
               "every modifier with its rule reference, the exact odds of every outcome, and undo "
               "that "
               "never re-rolls.</p>")
                .arg(QCoreApplication::applicationVersion()));
    });
}

void HelpController::showHelpPage(
    const QString &title, const QString &objectName, const QString &html)
{
    auto *dialog = new QDialog(m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(title);
    auto *layout = new QVBoxLayout(dialog);
    auto *text = new QTextBrowser;
    text->setObjectName(objectName);
    text->setHtml(html);
    layout->addWidget(text);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    layout->addWidget(buttons);
    dialog->resize(640, 560);
    dialog->show();
}

int HelpController::noteHeadingPosition(const QTextDocument &notes, const QString &entry)
{
    for (QTextBlock b = notes.begin(); b.isValid(); b = b.next()) {
        if (b.blockFormat().headingLevel() > 0
            && b.text().trimmed().compare(entry.trimmed(), Qt::CaseInsensitive) == 0)
            return b.position();
    }
    return -1;
}

void HelpController::showRulesNote(const QString &entry)
{
    QFile file(QStringLiteral(":/docs/rules.md"));
    if (!file.open(QIODevice::ReadOnly))
        return;
    const QString markdown = QString::fromUtf8(file.readAll());
    // One window for the notes: a second link moves it to the entry asked for.
    auto *text = m_window->findChild<QTextBrowser *>(QStringLiteral("rulesNotes"));
    if (!text) {
        showHelpPage(tr("HexFire's Rules Notes"), QStringLiteral("rulesNotes"), QString());
        text = m_window->findChild<QTextBrowser *>(QStringLiteral("rulesNotes"));
        if (!text)
            return;
        text->setMarkdown(markdown);
    }
    if (QWidget *dialog = text->window()) {
        dialog->show();
        dialog->raise();
        dialog->activateWindow();
    }
    const int at = entry.isEmpty() ? 0 : noteHeadingPosition(*text->document(), entry);
    QTextCursor cursor(text->document());
    cursor.setPosition(std::max(0, at));
    text->setTextCursor(cursor);
    // The heading at the top of the view, not wherever ensureCursorVisible leaves it.
    text->verticalScrollBar()->setValue(text->verticalScrollBar()->maximum());
    text->ensureCursorVisible();
}

QString HelpController::legendHtml(const GameState &state, const RuleSet &rules)
{
    // What is on this map and what this rule system's counters and chits mean: the window adds
    // only the layout; every word comes from the map file or the rule system.
    QString html = QStringLiteral("<h2>%1</h2>").arg(tr("Map Legend"));
    html += terrainLegend(state.map(), rules);
    html += counterLegend(state, rules);
    html += markerLegend(rules);
    html += QStringLiteral("<h3>%1</h3><p>%2</p>")
                .arg(tr("On the map during a step"),
                    tr("An orange ring marks each unit that acts. The line of sight runs under "
                       "the counters: a solid blue line when it is clear, a yellow dash-dot line "
                       "when it is hindered, and when it is blocked a red line with a cross at the "
                       "first blocker, dashed beyond it. A ring with four ticks surrounds the "
                       "target's counters; the target's hex is outlined in solid blue when the "
                       "action is allowed, in dashed red with marks in its corners when it is "
                       "not. Dice show where they were rolled, above the hex's counters; an "
                       "arrow with a die shows where it sent something, such as a shell "
                       "scattering from its aiming point. Amber numbered plates show where each "
                       "face of a die would send it before the roll."));
    html += QStringLiteral("<h3>%1</h3><ul><li>%2</li><li>%3</li><li>%4</li></ul>")
                .arg(tr("Counters and shading"),
                    tr("A tick on a dark tab beside a counter's left edge: the unit has acted. "
                       "A counter keeps its side's colour in every state; a state shows as a "
                       "badge or a band with its name."),
                    tr("Front, flank and rear (View menu): the front hexsides solid blue with "
                       "the field of fire shaded and marked F, the flank dashed yellow marked "
                       "Fl, the rear dotted red marked R."),
                    tr("Hexes the selected unit cannot see are darkened, hexes it sees only "
                       "hindered get a light amber veil. The Threats tint (pale yellow for a slim "
                       "chance of being hit, through orange to dark red for a likely one) "
                       "replaces that shading while it is shown: one at a time, never mixed."));
    return html;
}

QString HelpController::shortcutsHtml() const
{
    QString html
        = QStringLiteral("<h2>%1</h2><table cellspacing=\"6\">").arg(tr("Keyboard Shortcuts"));
    QList<QAction *> seen;
    auto addFrom = [&](const QList<QAction *> &actions, auto &self) -> void {
        for (QAction *a : actions) {
            if (a->menu())
                self(a->menu()->actions(), self);
            if (a->isSeparator() || a->shortcut().isEmpty() || seen.contains(a))
                continue;
            seen << a;
            html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                        .arg(a->shortcut().toString(QKeySequence::NativeText).toHtmlEscaped(),
                            a->text()
                                .remove(QLatin1Char('&'))
                                .remove(QStringLiteral("…"))
                                .toHtmlEscaped());
        }
    };
    for (QAction *menu : m_window->menuBar()->actions()) {
        if (menu->menu())
            addFrom(menu->menu()->actions(), addFrom);
    }
    // Then what only a toolbar offers: the rule system's actions, the zoom.
    for (QToolBar *bar : m_window->findChildren<QToolBar *>(Qt::FindDirectChildrenOnly))
        addFrom(bar->actions(), addFrom);
    // And what the window answers without a menu or a button (the editor's Delete).
    addFrom(m_window->actions(), addFrom);
    // The keys the map and the window answer themselves, for a player without a mouse.
    const auto row = [&html](const QString &keys, const QString &what) {
        html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                    .arg(keys.toHtmlEscaped(), what.toHtmlEscaped());
    };
    row(tr("Tab, Shift+Tab"), tr("Move the keyboard focus between the map and the panels"));
    row(tr("Arrow keys"),
        tr("On the map: show a ring on the hex in the middle of the view, then move it hex by "
           "hex"));
    row(tr("Enter"), tr("On the map: act on the ringed hex as a click there does"));
    row(tr("Space"), tr("On the map: pick the counter in the ringed hex"));
    row(tr("Esc"), tr("Cancel a move by hand before its hex is clicked"));
    html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                .arg(tr("Ctrl+click"),
                    tr("Add a unit to the selected one's action, or take it out"));
    html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                .arg(tr("Wheel, drag"), tr("Zoom towards the pointer, pan the map"));
    html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                .arg(tr("Drag the selected counter"),
                    tr("In the Move mode: move it along the hexes the pointer passes"));
    html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                .arg(tr("Shift+drag a counter"),
                    tr("Move it anywhere by hand, outside the rules (an adjustment)"));
    html += QStringLiteral("</table>");
    return html;
}

QString HelpController::rulesBriefHtml(const RuleSet &rules)
{
    // The rule system's own primer and glossary: the window adds only the layout.
    QString html = QStringLiteral("<h2>%1</h2>").arg(ruleText(rules.displayName()).toHtmlEscaped());
    const QString primer = qs(rules.vocabulary().primer);
    for (const QString &paragraph : primer.split(QStringLiteral("\n\n"), Qt::SkipEmptyParts))
        html += QStringLiteral("<p>%1</p>").arg(paragraph.toHtmlEscaped());
    if (!rules.vocabulary().glossary.empty()) {
        html += QStringLiteral("<h3>%1</h3><dl>").arg(tr("Glossary"));
        // In the alphabetical order of the language the terms are read in.
        std::vector<const GlossaryTerm *> terms;
        for (const GlossaryTerm &t : rules.vocabulary().glossary)
            terms.push_back(&t);
        QCollator collator;
        collator.setCaseSensitivity(Qt::CaseInsensitive);
        std::stable_sort(
            terms.begin(), terms.end(), [&](const GlossaryTerm *a, const GlossaryTerm *b) {
                return collator.compare(qs(a->term), qs(b->term)) < 0;
            });
        for (const GlossaryTerm *term : terms) {
            const GlossaryTerm &t = *term;
            html += QStringLiteral("<dt><b>%1</b>").arg(qs(t.term).toHtmlEscaped());
            if (!t.rule.empty())
                html += QStringLiteral(" <span style=\"color:#666\">(%1)</span>")
                            .arg(DisplayText::ruleReference(qs(t.rule)).toHtmlEscaped());
            html += QStringLiteral("</dt><dd>%1</dd>").arg(qs(t.meaning).toHtmlEscaped());
        }
        html += QStringLiteral("</dl>");
    }
    return html;
}

} // namespace hexfire
