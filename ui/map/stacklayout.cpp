#include "ui/map/stacklayout.h"

#include "ui/map/counterart.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace hexfire {

namespace {

// The hex id's plate along the top (below the top hexside's wall or hedge), and the gap to the
// chit row, of the hex size.
constexpr double idBand = 0.31;
constexpr double rowBottomMargin = 0.1;
constexpr double gap = 0.05;
static_assert(StackLayout::cascadeStep > CounterArt::nameArea().bottom(),
    "a cascade leaves every counter's name in sight");
constexpr double rowPitch = 1.04; // of a chit: rows of chits just apart

double rowBottom(const QPolygonF &hex, double hexSize)
{
    return hex.boundingRect().bottom() - rowBottomMargin * hexSize;
}

// Where a horizontal line crosses the hex: its left and right ends.
std::pair<double, double> span(const QPolygonF &hex, double y)
{
    double lo = 1e300;
    double hi = -1e300;
    for (qsizetype i = 0; i < hex.size(); ++i) {
        const QPointF a = hex[i];
        const QPointF b = hex[(i + 1) % hex.size()];
        if ((a.y() - y) * (b.y() - y) > 0 || a.y() == b.y())
            continue;
        const double x = a.x() + (b.x() - a.x()) * (y - a.y()) / (b.y() - a.y());
        lo = std::min(lo, x);
        hi = std::max(hi, x);
    }
    return {lo, hi};
}

// Every corner of the rectangle, grown by a margin, lies inside the hex.
bool inside(const QPolygonF &hex, const QRectF &r, double margin)
{
    const QRectF g = r.adjusted(-margin, -margin, margin, margin);
    for (const QPointF &p : {g.topLeft(), g.topRight(), g.bottomLeft(), g.bottomRight()}) {
        if (!hex.containsPoint(p, Qt::OddEvenFill))
            return false;
    }
    return true;
}

struct Column {
    std::vector<int> members; // counter indices, bottom first
    int shown = 0;
};

// Places every column at one counter size; false when a shown counter leaves the hex or the area.
bool place(const QPolygonF &hex, QPointF centre, double hexSize, int chits, double size,
    const std::vector<Column> &columns, std::vector<StackLayout::Placement> &out)
{
    const QRectF area = StackLayout::counterArea(hex, hexSize, chits);
    const double dy = size * StackLayout::cascadeStep;
    const double dx = size * StackLayout::cascadeShift;
    double width = gap * hexSize * static_cast<double>(columns.size() - 1);
    for (const Column &c : columns)
        width += size + dx * (c.shown - 1);
    double left = centre.x() - width / 2.0;
    for (const Column &c : columns) {
        const double height = size + dy * (c.shown - 1);
        const double top = area.center().y() - height / 2.0;
        const int hidden = static_cast<int>(c.members.size()) - c.shown;
        for (std::size_t j = 0; j < c.members.size(); ++j) {
            const int v = std::max(0, static_cast<int>(j) - hidden);
            StackLayout::Placement &p = out[static_cast<std::size_t>(c.members[j])];
            p.size = size;
            p.pos = QPointF(left + size / 2.0 + v * dx, top + size / 2.0 + v * dy);
            p.z = static_cast<int>(j);
            p.shown = static_cast<int>(j) >= hidden;
            p.hiddenBelow = j + 1 == c.members.size() ? hidden : 0;
            const QRectF body(p.pos.x() - size / 2, p.pos.y() - size / 2, size, size);
            if (p.shown
                && (!inside(hex, body, hexSize * 0.01) || body.top() < area.top() - 0.01
                    || body.bottom() > area.bottom() + 0.01))
                return false;
        }
        left += size + dx * (c.shown - 1) + gap * hexSize;
    }
    return true;
}

// A lone counter zoomed out: the largest square, centred across the hex, between the hex's top
// and its chits, up to half as large again as the counter. Relative to the counter's centre.
QRectF overviewBody(
    const QPolygonF &hex, double hexSize, int chits, const StackLayout::Placement &placed)
{
    const QRectF bounds = hex.boundingRect();
    const double top = bounds.top() + hexSize * 0.04;
    const double bottom = chits > 0 ? StackLayout::counterArea(hex, hexSize, chits).bottom()
                                    : bounds.bottom() - hexSize * 0.04;
    const QPointF mid(bounds.center().x(), (top + bottom) / 2.0);
    for (double size = std::min(placed.size * 1.5, bottom - top); size > placed.size;
         size -= hexSize * 0.01) {
        const QRectF body(mid.x() - size / 2, mid.y() - size / 2, size, size);
        if (inside(hex, body, hexSize * 0.02))
            return body.translated(-placed.pos);
    }
    return {};
}

} // namespace

QPolygonF StackLayout::polygon(const HexLayout &layout, Hex h)
{
    QPolygonF poly;
    for (const PointF &p : layout.polygon(h))
        poly << QPointF(p.x, p.y);
    return poly;
}

QRectF StackLayout::counterArea(const QPolygonF &hex, double hexSize, int chits)
{
    const QRectF bounds = hex.boundingRect();
    const double top = bounds.top() + idBand * hexSize;
    double bottom = rowBottom(hex, hexSize);
    if (chits > 0)
        bottom -= chitRows(chits) * chitSize(hexSize, chits) * rowPitch + gap * hexSize * 0.5;
    return {bounds.left(), top, bounds.width(), bottom - top};
}

namespace {

// The most counters one column can show at any size the layout tries: one more would make the
// column taller than the counter area even at the smallest size (place() refuses that), so deeper
// stacks need not be tried one counter at a time.
int deepestShowable(const QPolygonF &hex, double hexSize, int chits)
{
    const double height = StackLayout::counterArea(hex, hexSize, chits).height() + 0.02;
    const double size = StackLayout::smallest * hexSize - 1e-9;
    const double extra = (height / size - 1.0) / StackLayout::cascadeStep;
    // One more than the bound, against rounding: that one is tried and refused as before.
    return extra < 0.0 ? 1 : static_cast<int>(std::floor(extra)) + 2;
}

} // namespace

std::vector<StackLayout::Placement> StackLayout::stack(const QPolygonF &hex, QPointF centre,
    double hexSize, const std::vector<int> &columnOf, int chits, int *tries)
{
    int tried = 0;
    if (tries)
        *tries = 0;
    std::vector<Placement> out(columnOf.size());
    if (columnOf.empty())
        return out;
    std::vector<Column> columns(
        static_cast<std::size_t>(*std::max_element(columnOf.begin(), columnOf.end()) + 1));
    for (std::size_t i = 0; i < columnOf.size(); ++i)
        columns[static_cast<std::size_t>(columnOf[i])].members.push_back(static_cast<int>(i));
    std::erase_if(columns, [](const Column &c) { return c.members.empty(); });

    // The largest size at which every column shows whole; failing that, the deepest columns give
    // up their lowest counters one at a time (the top counter then counts them).
    int deepest = 0;
    for (const Column &c : columns)
        deepest = std::max(deepest, static_cast<int>(c.members.size()));
    deepest = std::min(deepest, deepestShowable(hex, hexSize, chits));
    const double step = hexSize * 0.01;
    for (int limit = deepest; limit >= 1; --limit) {
        for (Column &c : columns)
            c.shown = std::min(limit, static_cast<int>(c.members.size()));
        for (double size = largest * hexSize; size >= smallest * hexSize - 1e-9; size -= step) {
            if (tries)
                *tries = ++tried;
            if (place(hex, centre, hexSize, chits, size, columns, out)) {
                if (out.size() == 1)
                    out.front().overview = overviewBody(hex, hexSize, chits, out.front());
                return out;
            }
        }
    }
    // Nothing fits (a hex far too small for its sides): the smallest size, one per column.
    place(hex, centre, hexSize, chits, smallest * hexSize, columns, out);
    return out;
}

std::vector<StackLayout::Placement> StackLayout::fan(
    const QPolygonF &hex, double hexSize, int count, int chits)
{
    // One row up to three, else two rows: a fan covers little more than the hex's own width.
    std::vector<Placement> out(static_cast<std::size_t>(std::max(0, count)));
    const double size = fannedSize * hexSize;
    const double pitch = size * 1.04;
    const QPointF centre(
        hex.boundingRect().center().x(), counterArea(hex, hexSize, chits).center().y());
    const int perRow = count <= 3 ? count : (count + 1) / 2;
    const int rows = count <= 0 ? 0 : (count + perRow - 1) / perRow;
    for (int i = 0; i < count; ++i) {
        const int row = i / perRow;
        const int inRow = row + 1 < rows ? perRow : count - row * perRow;
        const int col = i % perRow;
        Placement &p = out[static_cast<std::size_t>(i)];
        p.size = size;
        p.pos
            = centre + QPointF((col - (inRow - 1) / 2.0) * pitch, (row - (rows - 1) / 2.0) * pitch);
        p.z = i;
    }
    return out;
}

double StackLayout::chitSize(double hexSize, int count)
{
    // Side by side while they fit the bottom of the hex, smaller for three and in two rows.
    if (count <= 2)
        return hexSize * 0.4;
    if (count == 3)
        return hexSize * 0.36;
    return hexSize * 0.29;
}

QPointF StackLayout::chitPos(const QPolygonF &hex, double hexSize, int i, int count)
{
    const double size = chitSize(hexSize, count);
    const int rows = chitRows(count);
    const int perRow = (count + rows - 1) / rows;
    const int row = i / perRow;
    const int inRow = row + 1 < rows ? perRow : count - row * perRow;
    const int col = i % perRow;
    // Each row is as wide as the hex where the row is narrowest, at its bottom; beyond that the
    // chits overlap, later ones over earlier ones.
    const double bottom = rowBottom(hex, hexSize) - (rows - 1 - row) * size * rowPitch;
    const auto [lo, hi] = span(hex, bottom);
    const double rowWidth = hi - lo - hexSize * 0.03;
    const double pitch = inRow <= 1 ? 0.0 : std::min(size * 1.05, (rowWidth - size) / (inRow - 1));
    return {(lo + hi) / 2.0 + (col - (inRow - 1) / 2.0) * pitch, bottom - size / 2.0};
}

} // namespace hexfire
