-- urdf-ls for Neovim >= 0.7.2: filetype detection + LSP client start.
--   require('urdf_ls').setup({ cmd = { 'urdf-ls' } })
local M = {}

M.config = {
  cmd = { 'urdf-ls' },
  filetypes = { 'urdf', 'xacro' },
  root_markers = { 'package.xml', '.git' },
  -- xacro expansion runs the file's ${...} Python expressions: opt in only for trusted files
  init_options = { xacro = { expand = false } },
}

local clients = {} -- root_dir -> client id

local function dirname(p)
  return vim.fn.fnamemodify(p, ':h')
end

function M.root_dir(fname)
  local dir = dirname(fname)
  while dir and dir ~= '' do
    for _, m in ipairs(M.config.root_markers) do
      if vim.loop.fs_stat(dir .. '/' .. m) then
        return dir
      end
    end
    local parent = dirname(dir)
    if parent == dir then break end
    dir = parent
  end
  return dirname(fname)
end

function M.detect(path)
  if path:match('%.xacro$') then return 'xacro' end
  if path:match('%.urdf$') then return 'urdf' end
  return nil
end

function M.start(bufnr)
  bufnr = bufnr or vim.api.nvim_get_current_buf()
  local fname = vim.api.nvim_buf_get_name(bufnr)
  local root = M.root_dir(fname)
  local id = clients[root]
  -- get_client_by_id returns nil once a client has stopped (0.7 .. 0.11)
  if id == nil or vim.lsp.get_client_by_id(id) == nil then
    id = vim.lsp.start_client({
      name = 'urdf-ls',
      cmd = M.config.cmd,
      root_dir = root,
      init_options = M.config.init_options,
      workspace_folders = { { uri = vim.uri_from_fname(root), name = root } },
    })
    clients[root] = id
  end
  if id then
    vim.lsp.buf_attach_client(bufnr, id)
  end
  return id
end

function M.setup(opts)
  M.config = vim.tbl_deep_extend('force', M.config, opts or {})
  local group = vim.api.nvim_create_augroup('urdf_ls', { clear = true })
  vim.api.nvim_create_autocmd({ 'BufRead', 'BufNewFile' }, {
    group = group,
    pattern = { '*.urdf', '*.xacro' },
    callback = function(args)
      local ft = M.detect(args.match or vim.api.nvim_buf_get_name(args.buf))
      if ft then vim.bo[args.buf].filetype = ft end
    end,
  })
  vim.api.nvim_create_autocmd('FileType', {
    group = group,
    pattern = M.config.filetypes,
    callback = function(args) M.start(args.buf) end,
  })
end

return M
