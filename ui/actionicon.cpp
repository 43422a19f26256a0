#include "ui/actionicon.h"

#include <QFile>
#include <QString>

namespace hexfire {

QIcon actionIcon(const ActionType &type)
{
    for (const std::string &key : {type.icon, type.key}) {
        const QString path
            = QStringLiteral(":/icons/%1.svg")
                  .arg(QString::fromUtf8(key.data(), static_cast<qsizetype>(key.size())));
        if (!key.empty() && QFile::exists(path))
            return QIcon(path);
    }
    return {};
}

} // namespace hexfire
