// Compiled in rather than a SwiftPM resource: `make release` installs one static binary, with no
// resource bundle beside it.
extension DriftReportHTMLEmitter {
    /// The page's style: system fonts only, nothing loaded.
    static let css = #"""
        :root {
          --fg: #1f2328; --muted: #59636e; --border: #d0d7de; --head: #f6f8fa; --link: #0550ae;
          --conflict: #cf222e; --conflict-bg: #ffebe9; --missing: #9a6700; --missing-bg: #fff8c5;
          --other: #0969da; --other-bg: #ddf4ff; --accepted: #8c959f; --accepted-bg: #f6f8fa;
        }
        * { box-sizing: border-box; }
        [hidden] { display: none !important; }
        body {
          margin: 0; padding: 24px 32px 48px; color: var(--fg); background: #fff;
          font: 14px/1.45 system-ui, -apple-system, "Segoe UI", "Noto Sans", "Noto Sans CJK KR", "Noto Sans CJK JP",
            "Noto Sans CJK SC", "Helvetica Neue", Arial, sans-serif;
        }
        h1 { font-size: 24px; margin: 0 0 6px; }
        h2 { font-size: 16px; margin: 28px 0 8px; }
        header p { margin: 2px 0; color: var(--muted); }
        header .totals { color: var(--fg); font-weight: 600; }
        code, .place, .bundle {
          font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace; font-size: 12px;
        }
        /* A block of rows off screen is neither laid out nor painted until it scrolls near: thousands open at once. */
        .block { content-visibility: auto; contain-intrinsic-size: auto 2000px; }
        .block + .block thead th { border-top: 0; }
        table { border-collapse: collapse; width: 100%; table-layout: fixed; }
        th, td { border: 1px solid var(--border); padding: 6px 8px; vertical-align: top; text-align: left; }
        td, th.fact { overflow-wrap: anywhere; }
        thead th { background: var(--head); position: sticky; top: 0; z-index: 1; font-weight: 600; }
        th.fact { width: 22%; }
        tbody th.fact { font-weight: normal; background: #fcfcfd; }
        tbody th.fact code {
          font-weight: 600; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 4; overflow: hidden;
        }
        .cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); gap: 12px; }
        .card { border: 1px solid var(--border); border-radius: 8px; padding: 10px 14px; }
        .card h3 { margin: 0; font-size: 16px; display: flex; align-items: baseline; gap: 6px; }
        .card .total { margin-left: auto; font-weight: normal; font-size: 13px; color: var(--muted); }
        .card .total b { color: var(--fg); font-size: 16px; }
        .card .meta { margin: 2px 0 8px; color: var(--muted); font-size: 12px; }
        .card-rules { margin: 0; display: flex; flex-wrap: wrap; gap: 4px; color: var(--muted); font-size: 12px; }
        .source, .bundle { color: var(--muted); font-weight: normal; font-size: 11px; }
        .source { border: 1px solid var(--border); border-radius: 8px; padding: 0 5px; margin-left: 2px; }
        .badge {
          display: inline-block; padding: 0 7px; border-radius: 10px; font-size: 11px; font-weight: 600;
          line-height: 18px; border: 1px solid currentColor; white-space: nowrap;
        }
        .badge.conflict { color: var(--conflict); background: var(--conflict-bg); }
        .badge.missing { color: var(--missing); background: var(--missing-bg); }
        .badge.other { color: var(--other); background: var(--other-bg); }
        .filters {
          display: flex; flex-wrap: wrap; gap: 8px 20px; align-items: flex-end; margin: 24px 0 4px;
          padding: 10px 14px; border: 1px solid var(--border); border-radius: 8px; background: var(--head);
        }
        .filters fieldset { border: 0; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 14px; }
        .filters legend { font-weight: 600; font-size: 12px; color: var(--muted); padding: 0; margin-bottom: 2px; }
        .filters label { display: inline-flex; align-items: center; gap: 5px; cursor: pointer; }
        .filters input[type="search"], .filters select {
          font: inherit; padding: 2px 6px; border: 1px solid var(--border); border-radius: 6px; background: #fff;
        }
        .filters input[type="search"] { width: 18em; }
        .filters select { max-width: 28em; }
        .filters .count { color: var(--muted); font-size: 12px; }
        .status { margin: 0 0 0 auto; color: var(--muted); font-size: 12px; }
        .legend { margin: 6px 0 0; color: var(--muted); font-size: 12px; }
        .swatch {
          display: inline-block; width: 12px; height: 12px; border-radius: 2px; vertical-align: -1px; margin-left: 10px;
        }
        .legend .swatch:first-child { margin-left: 0; }
        .swatch.conflict { background: var(--conflict-bg); box-shadow: inset 3px 0 0 var(--conflict); }
        .swatch.missing { background: var(--missing-bg); box-shadow: inset 3px 0 0 var(--missing); }
        .swatch.other { background: var(--other-bg); box-shadow: inset 3px 0 0 var(--other); }
        .swatch.accepted { background: var(--accepted-bg); box-shadow: inset 3px 0 0 var(--accepted); }
        h2 .count { color: var(--muted); font-weight: normal; font-size: 12px; margin-left: 6px; }
        h2 .anchor { color: var(--border); text-decoration: none; }
        h2 .anchor:hover { color: var(--link); }
        .decided { margin-top: 4px; color: var(--muted); font-size: 12px; }
        td.conflict { background: var(--conflict-bg); box-shadow: inset 3px 0 0 var(--conflict); }
        td.missing { background: var(--missing-bg); box-shadow: inset 3px 0 0 var(--missing); }
        td.other { background: var(--other-bg); box-shadow: inset 3px 0 0 var(--other); }
        td.accepted { background: var(--accepted-bg); box-shadow: inset 3px 0 0 var(--accepted); }
        td.absent { color: var(--muted); }
        a { color: var(--link); }
        a.stated { display: block; text-decoration: none; color: inherit; padding: 1px 0; font-size: 12px; }
        a.stated b { font-weight: 600; font-size: 13px; }
        a.stated:hover .place, td > a.place:hover { text-decoration: underline; }
        .place { display: block; color: var(--link); font-size: 11px; }
        .context { color: var(--muted); font-size: 11px; }
        .nothing { font-style: italic; }
        .more { display: block; color: var(--muted); font-size: 11px; }
        .message { margin: 6px 0 0; font-size: 12px; }
        .message .badge { margin-right: 2px; }
        .accepted-note, .elsewhere { color: var(--muted); }
        .elsewhere { margin: 4px 0 0; font-size: 11px; }
        footer { margin-top: 32px; color: var(--muted); font-size: 12px; }
        """#
}
