#pragma once

#include "core/error.h"

#include <QString>

/** The message of the hexfire::Error that f throws, or an empty string when it throws none. */
template <typename F> QString errorOf(F &&f)
{
    try {
        f();
    } catch (const hexfire::Error &e) {
        return QString::fromStdString(e.what());
    }
    return {};
}
