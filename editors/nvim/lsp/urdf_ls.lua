---@brief
---
--- https://github.com/urdf-ls/urdf-ls
---
--- Language server and linter for URDF and xacro robot descriptions (ROS): diagnostics that match
--- urdfdom, completion, hover, go to definition, references, rename, symbols and quick fixes.
---
--- Install the server so that `urdf-ls` is on your PATH, e.g.:
--- ```sh
--- pipx install git+https://github.com/urdf-ls/urdf-ls && pipx ensurepath   # then a new shell
--- ```
---
--- Neovim gives `.urdf`, `.xacro` and `.srdf` files no filetype; make them XML (syntax, indent, comments):
--- ```lua
--- vim.filetype.add({ extension = { urdf = 'xml', xacro = 'xml', srdf = 'xml' } })
--- ```
--- The server then attaches to `xml` buffers whose name ends in `.urdf`, `.xacro` or `.srdf` (and to buffers
--- of filetype `urdf` or `xacro`, if you prefer those), and to `yaml` buffers in a package's `config/` folder
--- (ros2_control's controller files: their joint names are checked and lead to the robot).
---
--- xacro expansion runs the file's `${...}` Python expressions and is off by default:
--- ```lua
--- vim.lsp.config('urdf_ls', { init_options = { xacro = { expand = true } } })
--- ```

---@type vim.lsp.Config
return {
  cmd = { 'urdf-ls' },
  filetypes = { 'xml', 'urdf', 'xacro', 'yaml' },
  root_dir = function(bufnr, on_dir)
    local fname = vim.api.nvim_buf_get_name(bufnr)
    local ft = vim.bo[bufnr].filetype
    if ft == 'xml' and not (fname:match('%.urdf$') or fname:match('%.xacro$') or fname:match('%.srdf$')) then
      return
    end
    if ft == 'yaml' and not fname:match('/config/[^/]+%.ya?ml$') then
      return
    end
    on_dir(vim.fs.root(bufnr, { 'package.xml', '.git' }) or vim.fs.dirname(fname))
  end,
  init_options = { xacro = { expand = false } },
}
