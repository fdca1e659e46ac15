/// The HTML report's stylesheet: a dense, light page that follows `prefers-color-scheme: dark`,
/// in the system font, with no external resources.
enum HTMLReportStyle {
    static let css = #"""
:root {
  --bg: #f5f5f7; --panel: #ffffff; --text: #1d1d1f; --muted: #6e6e73; --line: #d8d8dc; --hover: #ececf0;
  --accent: #0a66d8; --accent-text: #ffffff; --stage: #e6e6ea; --shadow: 0 1px 2px rgba(0,0,0,.06);
  --passed: #1f883d; --changed: #d1242f; --new: #0969da; --missing: #9a6700; --error: #8250df; --orphan: #6e7781;
  --region: #ff00ff;
  color-scheme: light dark;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #161618; --panel: #1f1f22; --text: #ececef; --muted: #9c9ca3; --line: #36363b; --hover: #2a2a2f;
    --accent: #4493f8; --stage: #0f0f11; --shadow: none;
    --passed: #3fb950; --changed: #f85149; --new: #58a6ff; --missing: #d29922; --error: #a371f7; --orphan: #8b949e;
  }
}
* { box-sizing: border-box; }
html, body { margin: 0; }
body { font: 13px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; background: var(--bg); color: var(--text); }
code, kbd, textarea { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; font-size: 12px; }
kbd { display: inline-block; min-width: 1.6em; padding: 0 4px; border: 1px solid var(--line); border-bottom-width: 2px; border-radius: 4px; background: var(--panel); text-align: center; line-height: 1.5; }
button { font: inherit; color: inherit; background: var(--panel); border: 1px solid var(--line); border-radius: 6px; padding: 3px 10px; cursor: pointer; }
button:hover:not(:disabled) { background: var(--hover); }
button:disabled { opacity: .5; cursor: default; }
button:focus-visible, input:focus-visible, textarea:focus-visible { outline: 2px solid var(--accent); outline-offset: 1px; }
[hidden] { display: none !important; }

.top { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 16px; padding: 10px 16px; background: var(--panel); border-bottom: 1px solid var(--line); }
.top .title { display: flex; align-items: baseline; gap: 10px; min-width: 0; }
.top .brand { font-weight: 600; color: var(--accent); }
.top h1 { font-size: 16px; margin: 0; }
.top .spec { color: var(--muted); }
.top .summary { font-weight: 500; }
.top .tool { color: var(--muted); margin-left: auto; }
.banner { padding: 8px 16px; background: #fff8c5; color: #3b2e00; border-bottom: 1px solid #d4a72c; }
@media (prefers-color-scheme: dark) { .banner { background: #3b2e00; color: #f5e0a0; border-color: #7d5e00; } }

.layout { display: grid; grid-template-columns: 250px minmax(0, 1fr); min-height: calc(100vh - 44px); }
.sidebar { border-right: 1px solid var(--line); background: var(--panel); padding: 12px; display: flex; flex-direction: column; gap: 16px; position: sticky; top: 0; height: 100vh; overflow: auto; }
.filters h3 { font-size: 11px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); margin: 10px 0 4px; font-weight: 600; }
.filters h3:first-child { margin-top: 0; }
.chips { display: flex; flex-wrap: wrap; gap: 4px; }
.chip { display: inline-flex; align-items: center; gap: 5px; padding: 1px 8px; border-radius: 999px; font-size: 12px; }
.chip .n { color: var(--muted); font-variant-numeric: tabular-nums; }
.chip[aria-pressed="true"] { background: var(--accent); border-color: var(--accent); color: var(--accent-text); }
.chip[aria-pressed="true"] .n { color: inherit; opacity: .8; }
.chip .dot { width: 8px; height: 8px; border-radius: 50%; background: var(--dot, var(--muted)); }
.reset { margin-top: 10px; font-size: 12px; }
.accept-panel h2 { font-size: 13px; margin: 0 0 4px; }
.accept-panel .hint { color: var(--muted); margin: 0 0 6px; font-size: 12px; }
.accept-panel textarea { width: 100%; resize: vertical; white-space: pre; overflow: auto; border: 1px solid var(--line); border-radius: 6px; background: var(--bg); color: var(--text); padding: 6px; font-size: 11px; }
.accept-panel .buttons { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; margin-top: 6px; }
.accept-panel .note { color: var(--muted); font-size: 12px; }
.count { display: inline-block; min-width: 18px; padding: 0 5px; border-radius: 9px; background: var(--hover); font-size: 11px; text-align: center; font-variant-numeric: tabular-nums; }

main { padding: 12px 16px; min-width: 0; }
.toolbar { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 14px; margin-bottom: 12px; }
.toolbar input { width: 320px; max-width: 100%; padding: 5px 9px; border: 1px solid var(--line); border-radius: 6px; background: var(--panel); color: var(--text); font: inherit; }
.shown { font-weight: 500; font-variant-numeric: tabular-nums; }
.legend { color: var(--muted); font-size: 12px; margin-left: auto; }
.grid { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(172px, 1fr)); gap: 10px; }
.card { background: var(--panel); border: 1px solid var(--line); border-radius: 8px; overflow: hidden; box-shadow: var(--shadow); content-visibility: auto; contain-intrinsic-size: auto 290px; display: flex; flex-direction: column; }
.card.current { outline: 2px solid var(--accent); outline-offset: 1px; }
.card.status-changed { border-color: color-mix(in srgb, var(--changed) 55%, var(--line)); }
.card .thumb { display: flex; align-items: flex-start; width: 100%; height: 200px; padding: 0; border: 0; border-radius: 0; background: var(--stage); overflow: hidden; }
.card .thumb img { display: block; width: 100%; height: auto; }
.card .thumb .none { display: grid; place-items: center; width: 100%; height: 100%; color: var(--muted); padding: 8px; font-size: 12px; }
.card .info { padding: 6px 8px 8px; display: flex; flex-direction: column; gap: 3px; min-width: 0; }
.card .name { font-weight: 600; font-size: 12px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.card .axes { color: var(--muted); font-size: 11px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.card .row { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 6px; min-height: 22px; }
.card .row .pixels { color: var(--muted); font-size: 11px; font-variant-numeric: tabular-nums; white-space: nowrap; }
.card .row .accept { margin-left: auto; }
.badge { display: inline-block; padding: 0 7px; border-radius: 999px; font-size: 11px; font-weight: 600; line-height: 18px; color: #fff; background: var(--badge, var(--orphan)); text-transform: capitalize; }
.status-passed { --badge: var(--passed); --dot: var(--passed); }
.status-changed { --badge: var(--changed); --dot: var(--changed); }
.status-new { --badge: var(--new); --dot: var(--new); }
.status-missing { --badge: var(--missing); --dot: var(--missing); }
.status-error { --badge: var(--error); --dot: var(--error); }
.status-orphan { --badge: var(--orphan); --dot: var(--orphan); }
button.accept { font-size: 12px; padding: 1px 9px; }
button.accept[aria-pressed="true"] { background: var(--passed); border-color: var(--passed); color: #fff; }
.empty { color: var(--muted); padding: 24px 0; }
.orphans { margin-top: 16px; color: var(--muted); }
.noscript { padding: 16px; }

.detail { position: fixed; inset: 0; z-index: 10; background: var(--bg); display: flex; flex-direction: column; }
.detail-bar { display: flex; align-items: center; gap: 8px; padding: 8px 12px; background: var(--panel); border-bottom: 1px solid var(--line); flex-wrap: wrap; }
.detail-bar h2 { font-size: 14px; margin: 0; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; flex: 1 1 200px; }
.detail-bar .icon { width: 30px; padding: 3px 0; font-size: 16px; line-height: 1; }
.detail-bar .position { color: var(--muted); font-variant-numeric: tabular-nums; min-width: 52px; }
.modes { display: inline-flex; border: 1px solid var(--line); border-radius: 7px; overflow: hidden; }
.modes button { border: 0; border-radius: 0; border-right: 1px solid var(--line); padding: 4px 10px; }
.modes button:last-child { border-right: 0; }
.modes button[aria-pressed="true"] { background: var(--accent); color: var(--accent-text); }
.modes button kbd { border: 0; background: none; min-width: 0; padding: 0 4px 0 0; opacity: .7; color: inherit; }
.detail-meta { display: flex; flex-wrap: wrap; gap: 4px 14px; padding: 6px 12px; border-bottom: 1px solid var(--line); color: var(--muted); background: var(--panel); }
.detail-meta b { color: var(--text); font-weight: 500; }
.detail-meta .note { color: var(--missing); }
.detail-meta .message { color: var(--changed); }
.detail-controls { display: flex; align-items: center; gap: 10px; padding: 6px 12px; min-height: 36px; }
.detail-controls:empty { display: none; }
.detail-controls input[type="range"] { width: 220px; }
.detail-controls .value { font-variant-numeric: tabular-nums; min-width: 40px; }
.stage { flex: 1; overflow: auto; background: var(--stage); padding: 16px; }
.stage .mode { display: flex; justify-content: center; align-items: flex-start; gap: 16px; min-width: min-content; }
.stage figure { margin: 0; display: flex; flex-direction: column; gap: 4px; }
.stage figcaption { color: var(--muted); font-size: 12px; font-weight: 600; text-transform: uppercase; letter-spacing: .04em; }
.stage img { display: block; image-rendering: auto; max-width: none; }
.frame { position: relative; flex: none; box-shadow: 0 0 0 1px var(--line); background: var(--panel); }
.frame > img, .frame > .layer { position: absolute; left: 0; top: 0; }
.frame .layer { width: 100%; height: 100%; }
.swipe { cursor: ew-resize; touch-action: none; user-select: none; }
.swipe .handle { position: absolute; top: 0; bottom: 0; width: 2px; margin-left: -1px; background: var(--accent); box-shadow: 0 0 0 1px rgba(255,255,255,.7); pointer-events: none; }
.swipe .handle::after { content: ""; position: absolute; top: 50%; left: -7px; width: 16px; height: 28px; margin-top: -14px; border-radius: 4px; background: var(--accent); }
.swipe .tag, .toggle .tag { position: absolute; bottom: 4px; padding: 0 6px; border-radius: 4px; background: rgba(0,0,0,.6); color: #fff; font-size: 11px; line-height: 18px; pointer-events: none; }
.region { position: absolute; outline: 2px solid var(--region); outline-offset: 2px; pointer-events: none; }
.message-box { max-width: 720px; margin: 24px auto; padding: 12px 16px; background: var(--panel); border: 1px solid var(--line); border-radius: 8px; white-space: pre-wrap; }
@media (max-width: 720px) { .layout { grid-template-columns: 1fr; } .sidebar { position: static; height: auto; border-right: 0; border-bottom: 1px solid var(--line); } .legend { display: none; } }
"""#
}
