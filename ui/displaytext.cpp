#include "ui/displaytext.h"

#include <QCoreApplication>

#include <string>

namespace hexfire {

QString ruleText(std::string_view text)
{
    if (text.empty())
        return {};
    const std::string source(text); // translate() wants a terminated string
    return QCoreApplication::translate("RuleText", source.c_str());
}

QString ruleTextInSentence(std::string_view text)
{
    const QString shown = ruleText(text);
    return shown == qs(text) ? shown.toLower() : shown;
}

} // namespace hexfire

namespace hexfire::DisplayText {

QString clipped(const QString &text, qsizetype maxChars)
{
    if (text.size() <= maxChars)
        return text;
    qsizetype cut = std::max<qsizetype>(0, maxChars - 1);
    if (cut > 0 && text.at(cut - 1).isHighSurrogate())
        --cut;
    return text.left(cut) + QChar(0x2026);
}

QString wrappable(const QString &text, qsizetype maxChars)
{
    const QString source = clipped(text, maxChars);
    QString out;
    out.reserve(source.size() + source.size() / longestWord + 1);
    int run = 0;
    for (qsizetype i = 0; i < source.size(); ++i) {
        const QChar c = source.at(i);
        if (c.isSpace() || c == QChar(0x200B) || c == QLatin1Char('-')) {
            run = 0;
        } else if (++run > longestWord && !c.isLowSurrogate()) {
            // A break opportunity before c (never between the halves of a surrogate pair).
            out += QChar(0x200B);
            run = 1;
        }
        out += c;
    }
    return out;
}

QString oneLine(const QString &text, qsizetype maxChars)
{
    QString line = clipped(text, maxChars);
    for (QChar &c : line) {
        if (c == QLatin1Char('\n') || c == QLatin1Char('\r') || c == QLatin1Char('\t'))
            c = QLatin1Char(' ');
    }
    return line;
}

QString notesEntry(const QString &rule)
{
    const QLatin1String notes("docs/rules.md: ");
    return rule.startsWith(notes) && rule.size() > notes.size() ? rule.mid(notes.size())
                                                                : QString();
}

QString ruleReference(const QString &rule)
{
    const QString entry = notesEntry(rule);
    return entry.isEmpty()
        ? rule
        : QCoreApplication::translate("DisplayText", "HexFire's note on %1").arg(entry);
}

} // namespace hexfire::DisplayText
