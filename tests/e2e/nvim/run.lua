-- Driven by tests/e2e/test_nvim.py (Neovim 0.7.2 .. 0.11+, headless). Reads a plan (JSON file in $URDF_NVIM_PLAN):
--   { out, mode = "setup" | "enable", cmd = {...}, cases = [ ... ] }
-- mode "setup" calls require('urdf_ls').setup({ cmd = cmd }); mode "enable" (0.11+) uses lsp/urdf_ls.lua through
-- vim.lsp.config / vim.lsp.enable. Cases, run in order, each recording into result[case.name]:
--   { kind = "open", name, file }            filetype, syntax, comments, omnifunc, diagnostics
--   { kind = "requests", name, file }        completion labels of joint type="", hover, definition
--   { kind = "omni", name, file, line, col, pick }
--        cursor at (line, col) (0-based, bytes) in insert mode, CTRL-X CTRL-O, select `pick`, CTRL-Y, <Esc>:
--        the buffer's lines afterwards; with `jumps` (a client that expands snippets), after accepting, jump that
--        many times to the next tab stop and record the completion menu each one shows (a choice's options)
--   { kind = "hover", name, file, at = { { line, col } } }   the hover text at each (line, col) (0-based)
--   { kind = "format", name, file }          format the buffer as a user does, with the buffer's own options
--        (stock: noexpandtab, tabstop 8): the options and the buffer's lines afterwards
--   { kind = "missing", name, file }         open with a server that is not installed: vim.notify messages
--   { kind = "goto", name, file, at, delta, wait_diagnostics }   vim.lsp.buf.definition() from `at` + delta:
--        the buffer name and (0-based) cursor it lands on
--   { kind = "preview", name, file, moves = { { line, col, expect } } }   run urdf-ls.preview, then move the
--        cursor to each (line, col) (0-based) and wait until the page's state highlights `expect` ("" = none)
-- Everything runs in a coroutine that yields to the event loop while it waits, so LSP replies, timers and
-- typed keys are processed as in an interactive session.
local plan = vim.fn.json_decode(table.concat(vim.fn.readfile(os.getenv('URDF_NVIM_PLAN')), '\n'))
local result = { version = tostring(vim.version and vim.version() and
  (vim.version().major .. '.' .. vim.version().minor .. '.' .. vim.version().patch)), notify = {}, log = {} }
local attached = {}

local function log(s) table.insert(result.log, s) end

local orig_notify = vim.notify
vim.notify = function(msg, level, opts)
  table.insert(result.notify, { msg = msg, level = level })
  return orig_notify(msg, level, opts)
end

local function finish()
  local f = io.open(plan.out, 'w')
  f:write(vim.fn.json_encode(result))
  f:close()
  vim.cmd('qa!')
end

-- hard stop: never hang the test run
vim.defer_fn(function()
  result.timeout = true
  finish()
end, plan.timeout_ms or 90000)

local co
local function wait_for(cond, ms)
  local deadline = vim.loop.now() + (ms or 15000)
  while not cond() do
    if vim.loop.now() > deadline then return false end
    vim.defer_fn(function() assert(coroutine.resume(co)) end, 20)
    coroutine.yield()
  end
  return true
end

local function sleep(ms)
  vim.defer_fn(function() assert(coroutine.resume(co)) end, ms)
  coroutine.yield()
end

local function feed(keys)
  vim.api.nvim_feedkeys(vim.api.nvim_replace_termcodes(keys, true, false, true), 'n', false)
end

local function diagnostics(bufnr)
  local out = {}
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    table.insert(out, { lnum = d.lnum, col = d.col, end_col = d.end_col, severity = d.severity, message = d.message,
      code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code) })
  end
  return out
end

local function open(file)
  vim.cmd('edit ' .. vim.fn.fnameescape(file))
  local bufnr = vim.api.nvim_get_current_buf()
  local ok = wait_for(function() return attached[bufnr] ~= nil end, 20000)
  if not ok then log('no client attached to ' .. file) end
  return bufnr, ok
end

local function request(bufnr, method, line, col)
  local params = { textDocument = { uri = vim.uri_from_bufnr(bufnr) }, position = { line = line, character = col } }
  local res = vim.lsp.buf_request_sync(bufnr, method, params, 10000)
  for _, r in pairs(res or {}) do
    if r.result then return r.result end
  end
end

local function find(bufnr, pat)
  for i, l in ipairs(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)) do
    local s = l:find(pat, 1, true)
    if s then return i - 1, s - 1 end
  end
end

local cases = {}

function cases.open(c)
  local bufnr = open(c.file)
  local r = { filetype = vim.bo.filetype, commentstring = vim.bo.commentstring, syntax = vim.b.current_syntax,
    indentexpr = vim.bo.indentexpr, omnifunc = vim.bo.omnifunc }
  wait_for(function() return #vim.diagnostic.get(bufnr) > 0 end, c.wait_ms or 15000)
  r.diagnostics = diagnostics(bufnr)
  return r
end

function cases.requests(c)
  local bufnr = open(c.file)
  wait_for(function() return #vim.diagnostic.get(bufnr) > 0 end, 15000)
  local r = { diagnostics = diagnostics(bufnr) }
  local l, col = find(bufnr, 'type=""')
  local comp = request(bufnr, 'textDocument/completion', l, col + 6)
  r.completion = {}
  for _, it in ipairs((comp and (comp.items or comp)) or {}) do table.insert(r.completion, it.label) end
  l, col = find(bufnr, '<child link="arm"/>')
  local h = request(bufnr, 'textDocument/hover', l, col + 14)
  r.hover = h and (h.contents.value or h.contents) or nil
  l, col = find(bufnr, '<parent link="base_link"/>')
  local def = request(bufnr, 'textDocument/definition', l, col + 15)
  if def then
    local loc = def[1] or def
    r.definition = { line = (loc.range or loc.targetRange).start.line }
  end
  return r
end

-- the user's go-to-definition: the cursor on `at` (the first occurrence of that text, plus `delta` bytes), then
-- vim.lsp.buf.definition(); records the buffer and cursor it lands on, and the diagnostics of the start buffer
function cases.goto(c)
  local bufnr, ok = open(c.file)
  local r = { filetype = vim.bo.filetype, attached = ok }
  if not ok then return r end
  if c.wait_diagnostics then wait_for(function() return #vim.diagnostic.get(bufnr) > 0 end, 15000) end
  r.diagnostics = diagnostics(bufnr)
  local l, col = find(bufnr, c.at)
  vim.api.nvim_win_set_cursor(0, { l + 1, col + (c.delta or 0) })
  vim.lsp.buf.definition()
  wait_for(function() return vim.api.nvim_get_current_buf() ~= bufnr end, 10000)
  local cur = vim.api.nvim_win_get_cursor(0)
  r.buffer = vim.api.nvim_buf_get_name(0)
  r.line, r.col = cur[1] - 1, cur[2]
  return r
end

function cases.omni(c)
  local bufnr = open(c.file)
  -- the server has analysed the document once it published (possibly empty) diagnostics
  wait_for(function() return #vim.diagnostic.get(bufnr) > 0 end, 3000)
  local r = { omnifunc = vim.bo.omnifunc }
  -- insert at byte column c.col: `a` after the character before it (the cursor cannot sit past the line's end)
  if c.col > 0 then
    vim.api.nvim_win_set_cursor(0, { c.line + 1, c.col - 1 })
    feed('a<C-x><C-o>')
  else
    vim.api.nvim_win_set_cursor(0, { c.line + 1, 0 })
    feed('i<C-x><C-o>')
  end
  local got = wait_for(function()
    return vim.fn.mode() == 'i' and #vim.fn.complete_info({ 'items' }).items > 0
  end, 15000)
  local info = vim.fn.complete_info({ 'items', 'selected' })
  r.items = {}
  for _, it in ipairs(info.items or {}) do table.insert(r.items, it.word) end
  r.abbrs = {}
  for _, it in ipairs(info.items or {}) do table.insert(r.abbrs, it.abbr ~= '' and it.abbr or it.word) end
  if not got then
    log('no completion items in ' .. c.file)
  else
    local want
    for i, it in ipairs(info.items) do
      if it.abbr == c.pick or it.word == c.pick or it.word == '<' .. c.pick then want = i - 1; break end
    end
    if want == nil then
      log('item ' .. c.pick .. ' not offered')
    else
      for _ = 1, #info.items + 1 do
        if vim.fn.complete_info({ 'selected' }).selected == want then break end
        feed('<C-n>')
        sleep(30)
      end
      r.selected = vim.fn.complete_info({ 'selected' }).selected
      feed('<C-y>')
      sleep(300) -- CompleteDone handlers (0.11: text edit and snippet expansion)
      r.choices = {}
      for k = 1, (c.jumps or 0) do
        if vim.fn.pumvisible() == 1 then feed('<C-e>') end     -- close the last menu, so the next is new
        wait_for(function() return vim.fn.pumvisible() == 0 end, 3000)
        feed('<Cmd>lua vim.snippet.jump(1)<CR>')
        wait_for(function() return #vim.fn.complete_info({ 'items' }).items > 0 end, 3000)
        local words = {}
        for _, it in ipairs(vim.fn.complete_info({ 'items' }).items) do table.insert(words, it.word) end
        r.choices[k] = words
      end
    end
  end
  feed('<Esc>')
  wait_for(function() return vim.fn.mode() == 'n' end, 3000)
  -- a NUL byte in the buffer comes back as "\n" inside a line: make it visible
  r.lines = {}
  for _, l in ipairs(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)) do
    table.insert(r.lines, (l:gsub('[%z\n]', '<NUL>')))
  end
  vim.cmd('silent! write')
  return r
end

function cases.hover(c)
  local bufnr = open(c.file)
  wait_for(function() return #vim.diagnostic.get(bufnr) > 0 end, 3000)
  local r = { texts = {} }
  for i, p in ipairs(c.at) do
    local h = request(bufnr, 'textDocument/hover', p[1], p[2])
    r.texts[i] = h and (h.contents.value or h.contents) or vim.NIL
  end
  return r
end

function cases.format(c)
  local bufnr = open(c.file)
  wait_for(function() return #vim.diagnostic.get(bufnr) > 0 end, 3000)
  local r = { expandtab = vim.bo.expandtab, tabstop = vim.bo.tabstop, shiftwidth = vim.bo.shiftwidth }
  if vim.lsp.buf.format then
    vim.lsp.buf.format({ async = false, timeout_ms = 10000 })
  else
    vim.lsp.buf.formatting_sync(nil, 10000)
  end
  r.lines = vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)
  return r
end

function cases.missing(c)
  vim.cmd('edit ' .. vim.fn.fnameescape(c.file))
  sleep(500)
  local here = vim.lsp.get_clients and #vim.lsp.get_clients({ bufnr = 0 }) or #vim.tbl_keys(vim.lsp.buf_get_clients(0))
  return { filetype = vim.bo.filetype, clients = #(vim.lsp.get_clients or vim.lsp.get_active_clients)(), here = here }
end

-- the name the preview page is told to highlight ("" for none), read from its /state
local function preview_highlight(url)
  local out = vim.fn.system({ plan.cmd[1], '-c', 'import json, sys, urllib.request; '
    .. 'print(json.load(urllib.request.urlopen(sys.argv[1]))["highlight"] or "")', (url:gsub('/%?', '/state?')) })
  return vim.trim(out)
end

function cases.preview(c)
  local bufnr = open(c.file)
  local r = { highlighted = {} }
  -- external = false: no browser from a test
  local res = vim.lsp.buf_request_sync(bufnr, 'workspace/executeCommand', { command = 'urdf-ls.preview',
    arguments = { vim.uri_from_bufnr(bufnr), { external = false } } }, 10000)
  for _, x in pairs(res or {}) do
    if type(x.result) == 'table' then r.url = x.result.url end
  end
  if not r.url then return r end
  for _, m in ipairs(c.moves) do
    feed(('<Cmd>call cursor(%d, %d)<CR>'):format(m.line + 1, m.col + 1))   -- fires CursorMoved like a motion
    local got
    wait_for(function() got = preview_highlight(r.url); return got == m.expect end, 10000)
    table.insert(r.highlighted, got)
  end
  return r
end

local function main()
  if plan.mode == 'enable' then
    vim.api.nvim_create_autocmd('LspAttach', { callback = function(args)
      attached[args.buf] = args.data and args.data.client_id or true
      vim.bo[args.buf].omnifunc = 'v:lua.vim.lsp.omnifunc'
      vim.lsp.completion.enable(true, args.data.client_id, args.buf, {})
    end })
    vim.lsp.config('urdf_ls', { cmd = plan.cmd })
    vim.lsp.enable('urdf_ls')
  else
    require('urdf_ls').setup({ cmd = plan.cmd, on_attach = function(client, bufnr) attached[bufnr] = client.id end })
  end
  for _, c in ipairs(plan.cases) do
    local ok, r = pcall(cases[c.kind], c)
    if not ok then r = { error = tostring(r) } end
    result[c.name] = r
  end
  finish()
end

co = coroutine.create(function()
  local ok, err = pcall(main)
  if not ok then
    result.error = tostring(err)
    finish()
  end
end)
vim.schedule(function() assert(coroutine.resume(co)) end)
