-- urdf-ls for Neovim 0.7.2 .. 0.11+.
--
--   require('urdf_ls').setup({ cmd = { 'urdf-ls' } })
--
-- * .urdf and .xacro files get the xml filetype (XML syntax, indent, <!--%s--> comments, tree-sitter);
-- * the server starts for xml buffers whose name ends in .urdf, .xacro or .srdf, and for yaml buffers of a
--   package's config/ folder (controller files), one client per project root
--   (nearest package.xml or .git), with vim.lsp.start (0.8+) or vim.lsp.start_client (0.7);
-- * a server executable that is not found is reported once with vim.notify instead of failing silently;
-- * on attach: 'omnifunc' is the LSP one (CTRL-X CTRL-O), on 0.11+ vim.lsp.completion is enabled so that
--   accepting an item (CTRL-Y) applies its edit and expands snippets; before 0.11 a CompleteDone handler
--   puts multi-line items (which Vim's complete() inserts with NUL bytes) in as real lines; keymaps = true adds the keys
--   Neovim 0.11 maps by default (K, grn, gra, grr, gO, [d, ]d) plus gd, also on older versions;
-- * the cursor's position goes to the server (urdf-ls/cursorMoved, debounced): the live preview (command
--   urdf-ls.preview) highlights the <link> or <joint> under it.
-- On 0.11+ you can use lsp/urdf_ls.lua with vim.lsp.enable('urdf_ls') instead of setup().
local M = {}

M.defaults = {
  cmd = { 'urdf-ls' },
  root_markers = { 'package.xml', '.git' },
  -- xacro expansion runs the file's ${...} Python expressions: opt in only for trusted files
  init_options = { xacro = { expand = false } },
  settings = nil,
  capabilities = nil,
  on_attach = nil,       -- function(client, bufnr), called after the module's own set-up
  completion = true,     -- 0.11+: vim.lsp.completion.enable(); older: multi-line items inserted as lines
  autotrigger = false,   -- 0.11+: open the completion menu as you type (trigger characters < " space :)
  keymaps = false,       -- buffer-local LSP keymaps (see above)
}
M.config = vim.deepcopy(M.defaults)

local NAME = 'urdf_ls'
local clients = {} -- 0.7: root_dir -> client id
local warned = {}
local uv = vim.uv or vim.loop

local function dirname(p)
  return vim.fn.fnamemodify(p, ':h')
end

function M.is_robot_file(fname)
  return fname ~= nil and (fname:match('%.urdf$') ~= nil or fname:match('%.xacro$') ~= nil
    or fname:match('%.srdf$') ~= nil)
end

-- a package's controller YAML file (ros2_control's config/*.yaml): the server checks its joint names and
-- leads from them to the robot; other YAML files are left alone
function M.is_controller_file(fname)
  return fname ~= nil and fname:match('/config/[^/]+%.ya?ml$') ~= nil
end

function M.root_dir(fname)
  local dir = dirname(fname)
  while dir and dir ~= '' do
    for _, m in ipairs(M.config.root_markers) do
      if uv.fs_stat(dir .. '/' .. m) then
        return dir
      end
    end
    local parent = dirname(dir)
    if parent == dir then break end
    dir = parent
  end
  return dirname(fname)
end

local function notify_missing(exe)
  if warned[exe] then return end
  warned[exe] = true
  -- scheduled: from inside the FileType autocommand, an error-level message would abort the :edit (0.11)
  vim.schedule(function() vim.notify(('urdf-ls: cannot start the language server: %q is not an executable (looked on $PATH). '
    .. 'Install it, e.g. `pipx install git+https://github.com/urdf-ls/urdf-ls` (then `pipx ensurepath` and restart), or give its path: '
    .. "require('urdf_ls').setup({ cmd = { '/path/to/urdf-ls' } })"):format(exe), vim.log.levels.ERROR) end)
end

-- Text of a snippet without its syntax: placeholders keep their default (or first choice); returns the text
-- and the byte offset of $0 (the final cursor position), or nil
function M.snippet_text(snip)
  local s = snip:gsub('%$%{%d+|([^,|}]*)[^}]*|%}', '%1')
  s = s:gsub('%$%{%d+:([^}]*)%}', '%1')
  s = s:gsub('%$%{0%}', '\1'):gsub('%$0', '\1'):gsub('%$%{%d+%}', ''):gsub('%$%d+', ''):gsub('\\([$}\\])', '%1')
  local at = s:find('\1', 1, true)
  return (s:gsub('\1', '')), at and at - 1 or nil
end

-- Neovim < 0.11 completes through Vim's complete(), which can only insert one line: a multi-line item
-- ends up as one line with NUL bytes where the newlines were, and a snippet is inserted as its raw text.
-- After such an item is accepted, replace what Vim inserted by the item's real text.
local function on_complete_done(bufnr)
  local done = vim.v.completed_item
  if type(done) ~= 'table' or type(done.word) ~= 'string' or done.word == '' then return end
  local ud = done.user_data
  if type(ud) == 'string' and ud ~= '' then
    local ok, decoded = pcall(vim.fn.json_decode, ud)
    ud = ok and decoded or nil
  end
  local item = type(ud) == 'table' and ud.nvim and ud.nvim.lsp and ud.nvim.lsp.completion_item
  if type(item) ~= 'table' then return end
  local new = (item.textEdit and item.textEdit.newText) or item.insertText
  if type(new) ~= 'string' then return end
  local snippet = item.insertTextFormat == 2
  if not snippet and not new:find('\n', 1, true) then return end -- Vim inserted it correctly
  local final
  if snippet then new, final = M.snippet_text(new) end
  local row, col = unpack(vim.api.nvim_win_get_cursor(0))
  local start = col - #done.word
  local line = vim.api.nvim_buf_get_lines(bufnr, row - 1, row, false)[1] or ''
  -- Vim stored the newlines of the word as NUL bytes
  local function norm(x) return (x:gsub('%z', '\n')) end
  if start < 0 or norm(line:sub(start + 1, col)) ~= norm(done.word) then return end
  local lines = vim.split(new, '\n', { plain = true })
  vim.api.nvim_buf_set_text(bufnr, row - 1, start, row - 1, col, lines)
  -- cursor: at $0, else at the end of the body line of an element (<visual>, body, </visual>), else the end
  local crow, ccol
  if final then
    local before = vim.split(new:sub(1, final), '\n', { plain = true })
    crow, ccol = row - 1 + #before, #before[#before] + (#before == 1 and start or 0)
  elseif #lines >= 3 then
    crow, ccol = row + 1, #lines[2]
  else
    crow, ccol = row - 1 + #lines, #lines[#lines] + (#lines == 1 and start or 0)
  end
  pcall(vim.api.nvim_win_set_cursor, 0, { crow, ccol })
end

-- urdf-ls/cursorMoved {textDocument, position} CURSOR_DEBOUNCE_MS after the cursor stops (LSP has no cursor
-- notification; the server ignores it while no preview is open)
local CURSOR_DEBOUNCE_MS = 100
local function follow_cursor(client, bufnr)
  local timer = uv.new_timer()
  local function send()
    if vim.lsp.get_client_by_id(client.id) == nil or not vim.api.nvim_buf_is_valid(bufnr)
      or vim.api.nvim_get_current_buf() ~= bufnr then return end
    local params = vim.lsp.util.make_position_params(0, client.offset_encoding)
    if vim.fn.has('nvim-0.11') == 1 then client:notify('urdf-ls/cursorMoved', params)
    else client.notify('urdf-ls/cursorMoved', params) end
  end
  vim.api.nvim_create_autocmd({ 'CursorMoved', 'CursorMovedI' }, {
    buffer = bufnr,
    group = vim.api.nvim_create_augroup('urdf_ls_cursor_' .. bufnr, { clear = true }),
    callback = function()
      timer:stop()
      timer:start(CURSOR_DEBOUNCE_MS, 0, vim.schedule_wrap(send))
    end,
  })
  vim.api.nvim_create_autocmd('BufWipeout', { buffer = bufnr, once = true, callback = function() timer:close() end })
end

local function urdf_client(bufnr)
  local get = vim.lsp.get_clients or vim.lsp.get_active_clients
  for _, c in ipairs(get({ bufnr = bufnr })) do
    if c.name == NAME then return c end
  end
end

--- :UrdfPreview: start the live 3D preview of the buffer, open it in a browser (0.10+, unless
--- vim.g.urdf_ls_preview_open is false) and echo its URL, which is all a terminal over SSH can use
function M.preview(bufnr)
  if bufnr == nil or bufnr == 0 then bufnr = vim.api.nvim_get_current_buf() end
  local client = urdf_client(bufnr)
  if client == nil then
    vim.notify('urdf-ls: no urdf-ls client is attached to this buffer', vim.log.levels.WARN)
    return
  end
  -- external = false: the server does not ask for a browser itself (0.11 would open it a second time)
  local command = { title = 'urdf-ls preview', command = 'urdf-ls.preview',
    arguments = { vim.uri_from_bufnr(bufnr), { external = false } } }
  local function shown(err, result)
    local url = type(result) == 'table' and result.url or nil
    if err or type(url) ~= 'string' then
      vim.notify('urdf-ls: the preview did not start: ' .. (err and err.message or 'no URL'), vim.log.levels.ERROR)
      return
    end
    if vim.g.urdf_ls_preview_open ~= false and vim.ui.open then pcall(vim.ui.open, url) end
    vim.api.nvim_echo({ { 'urdf-ls preview: ' .. url } }, true, {})
  end
  if client.exec_cmd then -- 0.11: vim.lsp.buf.execute_command is deprecated
    client:exec_cmd(command, { bufnr = bufnr }, shown)
  else
    client.request('workspace/executeCommand', { command = command.command, arguments = command.arguments },
      shown, bufnr)
  end
end

--- what both routes (setup() and 0.11's vim.lsp.enable) give a urdf-ls buffer: the cursor sent to the
--- preview and :UrdfPreview; once per buffer and client
function M.attach_preview(client, bufnr)
  if vim.b[bufnr].urdf_ls_preview_client == client.id then return end
  vim.b[bufnr].urdf_ls_preview_client = client.id
  follow_cursor(client, bufnr)
  vim.api.nvim_buf_create_user_command(bufnr, 'UrdfPreview', function() M.preview(bufnr) end,
    { desc = 'urdf-ls: open the live 3D preview (and echo its URL)' })
end

local function map(bufnr, lhs, rhs, desc)
  vim.keymap.set('n', lhs, rhs, { buffer = bufnr, silent = true, desc = desc })
end

function M.on_attach(client, bufnr)
  local cfg = M.config
  -- xml's ftplugin sets omnifunc=xmlcomplete#CompleteTags, which Neovim does not override: use LSP's
  vim.bo[bufnr].omnifunc = 'v:lua.vim.lsp.omnifunc'
  if cfg.completion and vim.lsp.completion and vim.lsp.completion.enable then
    vim.lsp.completion.enable(true, client.id, bufnr, { autotrigger = cfg.autotrigger })
  elseif cfg.completion and not vim.b[bufnr].urdf_ls_complete_done then
    vim.b[bufnr].urdf_ls_complete_done = true
    vim.api.nvim_create_autocmd('CompleteDone', {
      buffer = bufnr,
      group = vim.api.nvim_create_augroup('urdf_ls_complete_' .. bufnr, { clear = true }),
      callback = function() on_complete_done(bufnr) end,
    })
  end
  M.attach_preview(client, bufnr)
  if cfg.keymaps then
    local b = vim.lsp.buf
    map(bufnr, 'K', b.hover, 'urdf-ls: hover')
    map(bufnr, 'gd', b.definition, 'urdf-ls: go to definition')
    map(bufnr, 'grr', b.references, 'urdf-ls: references')
    map(bufnr, 'grn', b.rename, 'urdf-ls: rename')
    map(bufnr, 'gra', b.code_action, 'urdf-ls: code action')
    map(bufnr, 'gO', b.document_symbol, 'urdf-ls: document symbols')
    local d = vim.diagnostic
    map(bufnr, '[d', d.jump and function() d.jump({ count = -1, float = true }) end or d.goto_prev, 'previous diagnostic')
    map(bufnr, ']d', d.jump and function() d.jump({ count = 1, float = true }) end or d.goto_next, 'next diagnostic')
  end
  if cfg.on_attach then
    cfg.on_attach(client, bufnr)
  end
end

--- start (or reuse) the client for a buffer; returns the client id, or nil
function M.start(bufnr)
  if bufnr == nil or bufnr == 0 then bufnr = vim.api.nvim_get_current_buf() end
  local fname = vim.api.nvim_buf_get_name(bufnr)
  if vim.bo[bufnr].buftype ~= '' or not (M.is_robot_file(fname) or M.is_controller_file(fname)) then
    return nil
  end
  local cfg = M.config
  if type(cfg.cmd) == 'table' and vim.fn.executable(cfg.cmd[1]) ~= 1 then
    notify_missing(cfg.cmd[1])
    return nil
  end
  local root = M.root_dir(fname)
  local client_config = {
    name = NAME,
    cmd = cfg.cmd,
    root_dir = root,
    workspace_folders = { { uri = vim.uri_from_fname(root), name = root } },
    init_options = cfg.init_options,
    settings = cfg.settings,
    capabilities = cfg.capabilities,
    on_attach = M.on_attach,
  }
  if vim.lsp.start then -- 0.8+: reuses the client with the same name and root_dir
    if vim.fn.has('nvim-0.10') == 1 then
      return vim.lsp.start(client_config, { bufnr = bufnr })
    end
    return vim.api.nvim_buf_call(bufnr, function() return vim.lsp.start(client_config) end)
  end
  local id = clients[root]
  -- get_client_by_id returns nil once a client has stopped
  if id == nil or vim.lsp.get_client_by_id(id) == nil then
    id = vim.lsp.start_client(client_config)
    clients[root] = id
  end
  if id then
    vim.lsp.buf_attach_client(bufnr, id)
  end
  return id
end

local function robot_buffer(bufnr)
  local ft, fname = vim.bo[bufnr].filetype, vim.api.nvim_buf_get_name(bufnr)
  if ft == 'yaml' then return M.is_controller_file(fname) end
  return (ft == 'xml' or ft == 'urdf' or ft == 'xacro') and M.is_robot_file(fname)
end

function M.setup(opts)
  M.config = vim.tbl_deep_extend('force', vim.deepcopy(M.defaults), opts or {})
  if opts and opts.cmd then M.config.cmd = opts.cmd end -- a list is replaced, not merged
  local group = vim.api.nvim_create_augroup('urdf_ls', { clear = true })
  -- the same as ftdetect/urdf.vim, for set-ups that add this plugin after filetype detection ran
  vim.api.nvim_create_autocmd({ 'BufRead', 'BufNewFile' }, {
    group = group,
    pattern = { '*.urdf', '*.xacro', '*.srdf' },
    callback = function(args)
      local ft = vim.bo[args.buf].filetype
      if ft == '' or ft == 'urdf' or ft == 'xacro' then
        vim.bo[args.buf].filetype = 'xml'
      end
    end,
  })
  vim.api.nvim_create_autocmd('FileType', {
    group = group,
    pattern = { 'xml', 'urdf', 'xacro', 'yaml' },
    callback = function(args)
      if robot_buffer(args.buf) then M.start(args.buf) end
    end,
  })
  for _, b in ipairs(vim.api.nvim_list_bufs()) do
    if vim.api.nvim_buf_is_loaded(b) and robot_buffer(b) then M.start(b) end
  end
end

return M
