#include "ui/panels/explanationpanel.h"

#include "core/rules/builtinactions.h"
#include "core/rules/sequence.h"

#include "core/rules/oddssummary.h"
#include "ui/displaytext.h"
#include "ui/map/losoverlayitem.h"

#include <QEvent>
#include <QRegularExpression>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace hexfire {

namespace {

// Text that may come from a file (names, titles, notes, sources) or embed it (a rule system's
// line naming a unit): bounded, and with break opportunities in long words, which the browser
// would otherwise wrap character by character at a cost that grows with the square of the word.
constexpr qsizetype maxLineChars = 4000;
constexpr qsizetype maxNarrationChars = 16000;
// A step may change thousands of counters (a large platoon activating): the map shows each one,
// the page lists the first ones and how many more, which a timeline jump lays out in
// milliseconds instead of a page of thousands of lines.
constexpr std::size_t maxEffectsListed = 40;

QString esc(const QString &s, qsizetype maxChars = maxLineChars)
{
    return DisplayText::wrappable(s, maxChars).toHtmlEscaped();
}
QString esc(const std::string &s, qsizetype maxChars = maxLineChars);

/**
 * A rule reference as a player reads it: the rule book's section as it is, an entry of HexFire's
 * own rules notes (an assumption, cited "docs/rules.md: Entry") named in words and linked to the
 * note, which Help shows.
 */
/** A link to HexFire's note on entry (anchorClicked asks Help for it); text and title as HTML. */
QString noteLink(const QString &entry, const QString &text, const QString &title = {})
{
    return QStringLiteral("<a href=\"note:%1\"%2>%3</a>")
        .arg(QString::fromLatin1(QUrl::toPercentEncoding(entry)),
            title.isEmpty() ? QString() : QStringLiteral(" title=\"%1\"").arg(title), text);
}

QString ruleHtml(const std::string &rule)
{
    const QString entry = DisplayText::notesEntry(QString::fromStdString(rule));
    if (entry.isEmpty())
        return esc(rule);
    return noteLink(entry, esc(DisplayText::ruleReference(QString::fromStdString(rule))));
}

QString esc(const std::string &s, qsizetype maxChars)
{
    return esc(QString::fromStdString(s), maxChars);
}
QString esc(std::string_view s)
{
    return esc(QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())));
}

QString unitName(const GameState &state, const UnitId &id)
{
    const Unit *u = state.findUnit(id);
    if (const Reinforcement *r = u ? nullptr : state.findReinforcement(id))
        u = &r->unit; // a reinforcement still to come (its arrival is being explained)
    if (!u)
        return esc(id.value);
    const Side *side = state.findSide(u->side);
    return side ? QStringLiteral("%1 %2").arg(esc(side->name), esc(u->name)) : esc(u->name);
}

// A subject is a unit id, a side id or a hex label: show the friendliest name for it.
QString subjectName(const GameState &state, const std::string &subject)
{
    if (subject.empty())
        return {};
    if (state.findUnit(UnitId {subject}))
        return unitName(state, UnitId {subject});
    if (const Side *side = state.findSide(SideId {subject}))
        return esc(side->name);
    // "the sequence of play", "the turn": rule text, in the player's language when core marked it.
    return esc(ruleText(subject));
}

QString tag(const QString &text, const char *background, const char *foreground = "#ffffff")
{
    return QStringLiteral("<span style=\"background-color:%1; color:%2;\">&nbsp;%3&nbsp;</span>")
        .arg(QLatin1String(background), QLatin1String(foreground), text);
}

/** WCAG's relative luminance of a colour. */
double luminance(const QColor &c)
{
    const auto channel
        = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

/** The map's colour made lighter (on a dark page) or darker until it reads at 4.5:1. */
QColor readableOn(QColor c, const QColor &background)
{
    const double bg = luminance(background);
    const bool dark = background.lightness() < 128;
    for (int i = 0; i < 8; ++i) {
        const double l = luminance(c);
        if ((std::max(l, bg) + 0.05) / (std::min(l, bg) + 0.05) >= 4.5)
            break;
        c = dark ? c.lighter(125) : c.darker(125);
    }
    return c;
}

QString verdictText(const LosTrace &t)
{
    switch (t.verdict) {
    case LosVerdict::Clear:
        return ExplanationPanel::tr("clear");
    case LosVerdict::Hindered:
        return ExplanationPanel::tr("hindered (%1)").arg(t.hindrance);
    case LosVerdict::Blocked:
        return ExplanationPanel::tr("blocked");
    }
    return {};
}

/**
 * Why a line that runs exactly along a hexside or through a hex corner is clear or not, in a
 * player's words: core decided which side counts (LosTrace::decision); the CLI's trace keeps the
 * technical wording.
 */
QString edgeLineText(const LosTrace &t)
{
    const QString side = t.sideUsed == LosSide::Left ? ExplanationPanel::tr("left")
                                                     : ExplanationPanel::tr("right");
    const QString along
        = ExplanationPanel::tr("The line runs exactly along a hexside or through a hex corner");
    switch (t.decision) {
    case PolicyDecision::Unambiguous:
        return {};
    case PolicyDecision::SidesAgree:
        return ExplanationPanel::tr("%1; the hexes on both sides agree.").arg(along);
    case PolicyDecision::EitherSideBlocks:
        return ExplanationPanel::tr("%1, and the hex on its %2 blocks it: in this game a line "
                                    "is blocked when either side blocks.")
            .arg(along, side);
    case PolicyDecision::WorseHindrance:
        return ExplanationPanel::tr("%1; neither side blocks, and this game counts the side with "
                                    "more hindrance, on the %2 (%3).")
            .arg(along, side)
            .arg(t.hindrance);
    case PolicyDecision::BothSidesBlock:
        return ExplanationPanel::tr("%1, and the hexes on both sides block it.").arg(along);
    case PolicyDecision::OtherSideClear:
        return ExplanationPanel::tr("%1; one side blocks, but this game lets the line pass on "
                                    "the clear side, on the %2.")
            .arg(along, side);
    case PolicyDecision::LesserHindrance:
        return ExplanationPanel::tr("%1; neither side blocks, and this game counts the side with "
                                    "less hindrance, on the %2 (%3).")
            .arg(along, side)
            .arg(t.hindrance);
    }
    return {};
}

} // namespace

ExplanationPanel::ExplanationPanel(QWidget *parent)
    : QWidget(parent)
    , m_browser(new QTextBrowser(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_browser);
    m_browser->setOpenLinks(false);
    connect(m_browser, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        if (url.scheme() == QLatin1String("note"))
            emit noteRequested(QUrl::fromPercentEncoding(url.path().toUtf8()));
    });
    applyStyle();
    showHint(tr("Select a unit, choose an action on the toolbar and point at a target hex."));
}

void ExplanationPanel::applyStyle()
{
    // Deep colours on a light page, light ones on a dark page, each at 4.5:1 or more. The
    // panel's own palette: it has changed when its PaletteChange arrives, its browser's not yet.
    const QColor base = palette().color(QPalette::Base);
    const bool dark = base.lightness() < 128;
    const auto pick = [dark](const char *light, const char *darkColour) {
        return QLatin1String(dark ? darkColour : light);
    };
    QString sheet
        = QStringLiteral("h3 { margin: 0 0 4px 0; } td { padding: 2px 4px; } .n { color: %1; } "
                         ".rule { color: %1; font-size: small; }"
                         " .final { font-weight: bold; } .why { color: %2; font-weight: bold; } "
                         ".ok { color: %3; font-weight: bold; } "
                         ".detail { color: %1; font-weight: bold; margin: 8px 0 2px 0; } "
                         ".term { color: %4; } .hint { color: %1; } "
                         ".answer { background-color: %5; }")
              .arg(pick("#555555", "#b8b8b8"), pick("#b71c1c", "#ff8a80"),
                  pick("#1b5e20", "#81c784"), pick("#0d47a1", "#90caf9"),
                  pick("#fff8e1", "#4a3b10"));
    // The verdicts in the map's colours, made to read on this page.
    for (const LosVerdict v : {LosVerdict::Clear, LosVerdict::Hindered, LosVerdict::Blocked})
        sheet += QStringLiteral(" .v%1 { color: %2; }")
                     .arg(static_cast<int>(v))
                     .arg(readableOn(LosOverlayItem::verdictColour(v), base).name());
    m_browser->document()->setDefaultStyleSheet(sheet);
    if (!m_page.isEmpty())
        m_browser->setHtml(m_page);
}

void ExplanationPanel::setPage(const QString &html)
{
    m_page = html;
    m_browser->setHtml(html);
}

void ExplanationPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyStyle();
}

QString ExplanationPanel::html() const { return m_browser->toHtml(); }

void ExplanationPanel::showHint(const QString &hint)
{
    m_lines.clear();
    m_finals.clear();
    setPage(QStringLiteral("<p class=\"hint\">%1</p>").arg(hint.toHtmlEscaped()));
}

QString ExplanationPanel::actionTitle(
    const Action &action, const GameState &state, const RuleSet &rules)
{
    if (const std::optional<std::string> shared = sharedActionTitle(rules, state, action))
        return esc(*shared);
    const ActionType *type = rules.findActionType(action.kind);
    // The action's published name in the player's language (an unknown kind as it is).
    QString title = type ? ruleText(type->name).toHtmlEscaped() : esc(action.kind);
    // The side is named once for the units of one side acting together.
    QStringList actors;
    const Side *lastSide = nullptr;
    for (const UnitId &id : action.actors) {
        const Unit *u = state.findUnit(id);
        const Side *side = u ? state.findSide(u->side) : nullptr;
        actors << (side && side == lastSide ? esc(u->name) : unitName(state, id));
        lastSide = side;
    }
    if (!actors.isEmpty())
        title += QStringLiteral(": ") + actors.join(QStringLiteral(", "));
    if (action.via)
        title += tr(" via %1").arg(esc(state.map().label(*action.via)));
    if (action.target)
        title += QStringLiteral(" → ") + esc(state.map().label(*action.target));
    else if (action.targetUnit)
        title += QStringLiteral(" → ") + unitName(state, *action.targetUnit);
    else if (type && type->targetOptional && type->target == TargetKind::Hex)
        title += tr(" (every hex)");
    else if (type && type->targetOptional && type->target == TargetKind::Unit)
        title += tr(" (every unit)");
    return title;
}

QString ExplanationPanel::effectText(const Effect &fx, const GameState &state, const RuleSet &rules)
{
    // The rule system's name for the effect; without one, what the change is.
    QString line;
    if (const EffectType *type = rules.findEffectType(fx.name))
        line = esc(ruleText(type->name));
    else if (!fx.name.empty())
        line = esc(fx.name);
    else
        line = esc(key(fx.kind));
    switch (fx.kind) {
    case EffectKind::StrengthLost:
    case EffectKind::StrengthGained:
        if (fx.count > 1)
            line += QStringLiteral(" ×%1").arg(fx.count);
        break;
    case EffectKind::StatusSet:
    case EffectKind::StatusCleared:
        if (const StatusType *status = findByKey(rules.vocabulary().statuses, fx.status);
            status && status->key != fx.name)
            line += QStringLiteral(" (%1)").arg(esc(ruleText(status->name)));
        break;
    case EffectKind::Moved:
    case EffectKind::UnitArrived:
        if (fx.to)
            line += QStringLiteral(" → %1").arg(esc(state.map().label(*fx.to)));
        break;
    case EffectKind::DamageChanged: {
        const std::vector<std::string> &levels = rules.vocabulary().damageLevels;
        if (fx.count > 0 && static_cast<std::size_t>(fx.count) <= levels.size())
            line += QStringLiteral(": %1").arg(esc(levels[static_cast<std::size_t>(fx.count - 1)]));
        break;
    }
    case EffectKind::MarkerPlaced:
    case EffectKind::MarkerChanged:
    case EffectKind::MarkerRemoved:
        if (fx.marker) {
            const MarkerType *marker = findByKey(rules.vocabulary().markers, fx.marker->kind);
            line += QStringLiteral(" — %1 %2")
                        .arg(esc(ruleText(marker ? marker->name : fx.marker->kind)),
                            esc(state.map().label(fx.marker->hex)));
        }
        break;
    case EffectKind::Record:
        if (fx.count > 0)
            line += QStringLiteral(" ×%1").arg(fx.count);
        break;
    case EffectKind::TallyChanged:
        if (const TallyType *tally = findByKey(rules.vocabulary().tallies, fx.tally)) {
            const Side *side = fx.side ? state.findSide(*fx.side) : nullptr;
            const int n = std::abs(fx.count);
            line += QStringLiteral(" — %1 %2%3 %4")
                        .arg(esc(side ? side->name : std::string()),
                            fx.count < 0 ? QStringLiteral("−") : QStringLiteral("+"))
                        .arg(n)
                        .arg(esc(n == 1 ? tally->unit : tally->units));
        }
        break;
    case EffectKind::SequenceChanged:
        if (fx.sequence)
            line += QStringLiteral(": %1").arg(esc(positionText(rules, state, *fx.sequence)));
        break;
    case EffectKind::Eliminated:
    case EffectKind::Restored:
    case EffectKind::FacingChanged:
    case EffectKind::ProfileChanged:
        break;
    case EffectKind::HexesChanged: {
        QStringList hexes;
        for (const Hex h : fx.hexes)
            hexes << esc(state.map().label(h));
        if (!hexes.isEmpty())
            line += QStringLiteral(" → %1").arg(hexes.join(QStringLiteral(", ")));
        break;
    }
    }
    if (fx.unit)
        line = QStringLiteral("<b>%1</b>: %2").arg(unitName(state, *fx.unit), line);
    if (fx.check)
        line += tr(" (rolled %1 against %2: %3)")
                    .arg(fx.check->roll)
                    .arg(fx.check->target)
                    .arg(fx.check->passed ? tr("passed") : tr("failed"));
    if (!fx.note.empty())
        line += QStringLiteral(" <span class=\"rule\">(%1)</span>").arg(esc(fx.note));
    return line;
}

void ExplanationPanel::setGlossary(const std::vector<GlossaryTerm> &glossary)
{
    if (glossary == m_glossary)
        return;
    m_glossary = glossary;
    m_terms.clear();
    for (const GlossaryTerm &g : m_glossary) {
        const QString term = esc(g.term);
        if (term.size() < 3)
            continue;
        m_terms.push_back({g, term,
            QRegularExpression(QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(term)))});
    }
}

QString ExplanationPanel::withTerms(const QString &html) const
{
    // Terms of art explained where they appear: the rule system's glossary on hover. Matches are
    // found in the escaped text first and wrapped in one pass, so a tooltip is never matched.
    struct Hit {
        qsizetype at;
        qsizetype length;
        const GlossaryTerm *term;
    };
    std::vector<Hit> hits;
    for (const Term &t : m_terms) {
        if (!html.contains(t.escaped))
            continue;
        if (const auto m = t.word.match(html); m.hasMatch())
            hits.push_back({m.capturedStart(), m.capturedLength(), &t.term});
    }
    std::sort(hits.begin(), hits.end(), [](const Hit &a, const Hit &b) {
        return a.at != b.at ? a.at < b.at : a.length > b.length;
    });
    QString out;
    qsizetype done = 0;
    for (const Hit &h : hits) {
        if (h.at < done)
            continue; // inside a longer term already explained
        const QString tip = h.term->rule.empty()
            ? esc(h.term->meaning)
            : QStringLiteral("%1 (%2)").arg(esc(h.term->meaning), esc(h.term->rule));
        out += html.mid(done, h.at - done)
            + QStringLiteral("<span class=\"term\" title=\"%1\">%2</span>")
                  .arg(tip, html.mid(h.at, h.length));
        done = h.at + h.length;
    }
    return out + html.mid(done);
}

QString ExplanationPanel::linesHtml(
    const std::vector<ExplanationLine> &lines, const GameState &state)
{
    QString html;
    int n = 1;
    for (const ExplanationLine &line : lines) {
        QString tags;
        if (line.assumed)
            tags += tag(tr("assumed"), "#bf360c");
        if (line.notOfficial)
            tags += tag(tr("not official"), "#6a1b9a");
        // Where the line comes from, by its display name, unless the text already names it.
        const Unit *unit = state.findUnit(UnitId {line.source});
        const bool named = line.source.empty()
            || line.text.find(unit ? unit->name : line.source) != std::string::npos;
        const QString source = named ? QString()
                                     : QStringLiteral(" <span class=\"rule\">(%1)</span>")
                                           .arg(subjectName(state, line.source));
        // The rule under the line's text, not in a column of its own: in the narrow panel beside
        // the map the text keeps the width.
        const QString rule = line.rule.empty()
            ? QString()
            : QStringLiteral("<br><span class=\"rule\">%1</span>").arg(ruleHtml(line.rule));
        html += QStringLiteral(
            "<tr><td class=\"n\" valign=\"top\">%1.</td><td valign=\"top\">%2%3 %4%6</td>"
            "<td align=\"right\" valign=\"top\"><b>%5</b></td></tr>")
                    .arg(n++)
                    .arg(withTerms(esc(line.text)), source, tags, esc(line.value), rule);
        m_lines.push_back(line);
    }
    return html;
}

QString ExplanationPanel::finalsHtml(const std::vector<FinalNumber> &finals, const GameState &state)
{
    if (finals.empty())
        return {};
    QString html = QStringLiteral("<p>");
    for (const FinalNumber &f : finals) {
        html += QStringLiteral("<span class=\"final\">%1</span><br>").arg(finalText(f, state));
        m_finals.push_back(f);
    }
    return html + QStringLiteral("</p>");
}

QString ExplanationPanel::answerHtml(const Evaluation &e, const GameState &state)
{
    // The verdict and the numbers it comes to, in one line, before the detail.
    if (!e.legal) {
        QString html
            = QStringLiteral("<p class=\"why\">✘ %1").arg(tr("Not allowed: %1").arg(esc(e.whyNot)));
        if (!e.whyNotRule.empty()) {
            const QString rule = ruleHtml(e.whyNotRule);
            html
                += QStringLiteral(" <span class=\"rule\">(%1)</span>")
                       .arg(rule.startsWith(QLatin1String("<a ")) ? rule : tr("rule %1").arg(rule));
        }
        return html + QStringLiteral("</p>");
    }
    // Short in the answer ("Attack dice = 4"); whom each number is for shows on hover.
    QStringList numbers;
    for (const FinalNumber &f : e.finals)
        numbers << QStringLiteral("<span title=\"%1\">%2 = %3</span>")
                       .arg(finalText(f, state), esc(f.label),
                           f.valueText.empty() ? QString::number(f.value) : esc(f.valueText));
    m_finals.insert(m_finals.end(), e.finals.begin(), e.finals.end());
    // The most important odds table's summary, as core words it.
    for (const OddsTable &t : oddsInDisplayOrder(e.odds)) {
        const OddsSummary summary = oddsSummary(t);
        if (!summary.text.empty()) {
            numbers << esc(summary.text);
            break;
        }
    }
    return QStringLiteral("<p class=\"ok\">✔ %1%2</p>")
        .arg(tr("Allowed"),
            numbers.isEmpty() ? QString()
                              : QStringLiteral(": ") + numbers.join(QStringLiteral("; ")));
}

QString ExplanationPanel::finalText(const FinalNumber &f, const GameState &state)
{
    const QString who = subjectName(state, f.subject);
    // A label that already names its subject says it once, not "for X (X)".
    const bool named = who.isEmpty() || esc(f.label).contains(who);
    return QStringLiteral("%1%2 = %3")
        .arg(esc(f.label), named ? QString() : QStringLiteral(" (%1)").arg(who),
            f.valueText.empty() ? QString::number(f.value) : esc(f.valueText));
}

QString ExplanationPanel::assumptionsHtml(const std::vector<Assumption> &assumptions)
{
    if (assumptions.empty())
        return {};
    // Named once, with the full text on hover; each name links to HexFire's note on it.
    QStringList names;
    for (const Assumption &a : assumptions) {
        const QString entry = DisplayText::notesEntry(QString::fromStdString(a.reference));
        names << (entry.isEmpty() ? QStringLiteral("<span title=\"%1\">%2</span>")
                                        .arg(esc(a.text), esc(assumptionName(a)))
                                  : noteLink(entry, esc(assumptionName(a)), esc(a.text)));
    }
    return QStringLiteral("<p class=\"rule\">%1 %2</p>")
        .arg(tag(tr("assumed"), "#bf360c"),
            tr("Assumed here: %1. A name opens HexFire's note on it.")
                .arg(names.join(QStringLiteral(", "))));
}

QString ExplanationPanel::evaluationHtml(const Evaluation &e, const GameState &state,
    const RuleSet &rules, bool committed, const QString &heading)
{
    QString html = QStringLiteral("<h3>%1</h3>")
                       .arg(heading.isEmpty() ? actionTitle(e.action, state, rules) : heading);
    if (!committed)
        html += answerHtml(e, state);
    else if (!e.legal)
        html += answerHtml(e, state);
    if (e.notOfficial)
        html += QStringLiteral("<p>%1 %2</p>")
                    .arg(tag(tr("NOT OFFICIAL"), "#6a1b9a"),
                        tr("A placeholder table was used, not the published chart."));

    for (const LosTrace &t : e.los) {
        html += QStringLiteral("<p>%1 %2 → %3: <b class=\"v%4\">%5</b>")
                    .arg(tr("Line of sight"), esc(state.map().label(t.firer)),
                        esc(state.map().label(t.target)),
                        QString::number(static_cast<int>(t.verdict)), verdictText(t));
        if (t.firstBlocker >= 0 && t.firstBlocker < static_cast<int>(t.elements.size())) {
            const LosElement &b = t.elements[static_cast<std::size_t>(t.firstBlocker)];
            html += tr(" — first blocker: %1").arg(esc(state.map().label(b.hex)));
            if (b.obstacle.reason)
                html += QStringLiteral(" (%1, <span class=\"rule\">%2</span>)")
                            .arg(esc(b.obstacle.reason->text), esc(b.obstacle.reason->ruleRef));
        }
        if (const QString edge = edgeLineText(t); t.ambiguous() && !edge.isEmpty())
            html += QStringLiteral("<br><span class=\"rule\">%1</span>").arg(esc(edge));
        html += QStringLiteral("</p>");
    }

    if (!e.lines.empty()) {
        html += QStringLiteral("<p class=\"detail\">%1</p>").arg(tr("How it is worked out"));
        html += QStringLiteral("<table width=\"100%\" cellspacing=\"0\">");
        html += linesHtml(e.lines, state);
        html += QStringLiteral("</table>");
    }
    if (!committed && e.legal && !e.dice.empty()) {
        QStringList dice;
        for (const DieSpec &d : e.dice)
            dice << QStringLiteral("d%1 %2%3")
                        .arg(d.sides)
                        .arg(esc(d.purpose), d.conditional ? tr(" (only if needed)") : QString());
        dice.removeDuplicates();
        html += QStringLiteral("<p class=\"rule\">%1 %2</p>")
                    .arg(tr("Dice to roll:"), dice.join(QStringLiteral("; ")));
    }
    return html;
}

void ExplanationPanel::showEvaluation(
    const Evaluation &evaluation, const GameState &state, const RuleSet &rules)
{
    setGlossary(rules.vocabulary().glossary);
    m_lines.clear();
    m_finals.clear();
    setPage(
        evaluationHtml(evaluation, state, rules, false) + assumptionsHtml(evaluation.assumptions));
}

void ExplanationPanel::showEntry(
    const LogEntry &entry, const GameState &state, const RuleSet &rules)
{
    setGlossary(rules.vocabulary().glossary);
    m_lines.clear();
    m_finals.clear();
    QString html;
    if (!entry.title.empty())
        html += QStringLiteral("<p class=\"n\"><i>%1</i></p>").arg(esc(entry.title));
    const Resolution &r = entry.resolution;
    // The answer first (dice and outcome), then every step that led to it.
    if (!r.rolls.empty() || !r.outcomes.empty()) {
        QStringList faces;
        for (const DieRoll &roll : r.rolls)
            faces << QString::number(roll.face);
        // One line per subject, its outcomes together: "Gruppe Krause: 1 net hit; 1 figure
        // removed", not the name once per outcome.
        QStringList outcomes;
        QStringList subjects;
        for (const Outcome &o : r.outcomes) {
            // A unit's or a side's outcome names it; any other subject ("initiative", "time") is
            // a key for scripts whose label is already the whole sentence ("20 minutes pass").
            const bool named
                = state.findUnit(UnitId {o.subject}) || state.findSide(SideId {o.subject});
            const QString who = named ? subjectName(state, o.subject) : QString();
            const QString what = QStringLiteral("<b>%1</b>").arg(esc(ruleText(o.label)));
            const qsizetype at = subjects.indexOf(who);
            if (at >= 0) {
                outcomes[at] += QStringLiteral("; ") + what;
                continue;
            }
            subjects << who;
            outcomes << (who.isEmpty() ? what : QStringLiteral("%1: %2").arg(who, what));
        }
        QString answer = faces.isEmpty()
            ? QString()
            : (faces.size() == 1 ? tr("Rolled %1") : tr("Rolled %1"))
                  .arg(QStringLiteral("<b>%1</b>").arg(faces.join(QStringLiteral(", "))));
        if (!answer.isEmpty() && !outcomes.isEmpty())
            answer += outcomes.size() == 1 ? QStringLiteral(" — ") : QStringLiteral("<br>");
        answer += outcomes.join(QStringLiteral("<br>"));
        html += QStringLiteral("<p class=\"answer\">%1</p>").arg(answer);
    }
    // A shared step's title says where it was taken ("End Fire phase"); the position shown is
    // the one after it, so the title recorded with the step is the heading.
    const bool shared = isBuiltinAction(entry.evaluation.action.kind) && !entry.title.empty();
    html += evaluationHtml(
        entry.evaluation, state, rules, true, shared ? esc(entry.title) : QString());
    if (!r.rolls.empty()) {
        html += QStringLiteral("<p class=\"detail\">%1</p><table cellspacing=\"0\">")
                    .arg(tr("Dice"));
        for (const DieRoll &roll : r.rolls)
            html += QStringLiteral("<tr><td>d%1</td><td align=\"right\"><b "
                                   "style=\"font-size:large\">%2</b></td><td>%3</td></tr>")
                        .arg(roll.sides)
                        .arg(roll.face)
                        .arg(esc(roll.purpose));
        html += QStringLiteral("</table>");
    }
    // The resolution starts with the evaluation's lines and numbers (startResolution): shown
    // above already, so the result lists only what the dice added.
    const std::vector<ExplanationLine> &before = entry.evaluation.lines;
    std::size_t same = 0;
    while (same < before.size() && same < r.lines.size() && r.lines[same] == before[same])
        ++same;
    const std::vector<ExplanationLine> added(
        r.lines.begin() + static_cast<std::ptrdiff_t>(same), r.lines.end());
    if (!added.empty()) {
        // Without dice what follows is what the step brought about (an objective taken).
        html += QStringLiteral("<p class=\"detail\">%1</p><table width=\"100%\" cellspacing=\"0\">")
                    .arg(r.rolls.empty() ? tr("What happened") : tr("What the dice did"));
        html += linesHtml(added, state);
        html += QStringLiteral("</table>");
    }
    std::vector<FinalNumber> finals = r.finals;
    std::erase_if(finals, [&](const FinalNumber &f) {
        return std::find(entry.evaluation.finals.begin(), entry.evaluation.finals.end(), f)
            != entry.evaluation.finals.end();
    });
    html += finalsHtml(finals, state);
    if (!r.effects.empty()) {
        html += QStringLiteral("<p class=\"detail\">%1</p>").arg(tr("Effects on the counters"));
        const std::size_t listed = std::min(r.effects.size(), maxEffectsListed);
        for (std::size_t i = 0; i < listed; ++i)
            html += QStringLiteral("• %1<br>").arg(effectText(r.effects[i], state, rules));
        if (r.effects.size() > listed)
            html += QStringLiteral("<span class=\"n\">%1</span><br>")
                        .arg(tr("…and %n more, shown on the map.", nullptr,
                            static_cast<int>(r.effects.size() - listed)));
    }
    html += assumptionsHtml(entry.evaluation.assumptions);
    if (m_narrationShown && !entry.narration.empty())
        html += QStringLiteral("<hr><p><i>%1</i></p>").arg(esc(entry.narration, maxNarrationChars));
    setPage(html);
}

} // namespace hexfire
