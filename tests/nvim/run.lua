-- Driven by tests/test_nvim.py: opens a URDF file in headless nvim with urdf_ls.setup(),
-- then records diagnostics, completion, hover and definition results as JSON.
local out_path = os.getenv('URDF_NVIM_OUT')
local file = os.getenv('URDF_NVIM_FILE')
local server = os.getenv('URDF_NVIM_CMD')
local result = {}

require('urdf_ls').setup({ cmd = vim.split(server, ' ', { plain = true }) })
vim.cmd('edit ' .. file)
result.filetype = vim.bo.filetype
local bufnr = vim.api.nvim_get_current_buf()

vim.wait(15000, function() return #vim.diagnostic.get(bufnr) > 0 end, 50)
result.diagnostics = {}
for _, d in ipairs(vim.diagnostic.get(bufnr)) do
  table.insert(result.diagnostics, { lnum = d.lnum, col = d.col, end_col = d.end_col, severity = d.severity,
    message = d.message, code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code) })
end

local function find(pat)
  for i, l in ipairs(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)) do
    local s = l:find(pat, 1, true)
    if s then return i - 1, s - 1 end
  end
end

local function req(method, line, col)
  local params = { textDocument = { uri = vim.uri_from_bufnr(bufnr) }, position = { line = line, character = col } }
  local res = vim.lsp.buf_request_sync(bufnr, method, params, 10000)
  for _, r in pairs(res or {}) do
    if r.result then return r.result end
  end
end

local l, c = find('type=""')
local comp = req('textDocument/completion', l, c + 6)
result.completion = {}
for _, it in ipairs((comp and (comp.items or comp)) or {}) do table.insert(result.completion, it.label) end

l, c = find('<child link="arm"/>')
local h = req('textDocument/hover', l, c + 14)
result.hover = h and (h.contents.value or h.contents) or nil

l, c = find('<parent link="base_link"/>')
local def = req('textDocument/definition', l, c + 15)
if def then
  local loc = def[1] or def
  result.definition = { line = loc.range.start.line, character = loc.range.start.character }
end

local f = io.open(out_path, 'w')
f:write(vim.fn.json_encode(result))
f:close()
vim.cmd('qa!')
