-- The vim.lsp.enable('urdf_ls') route (0.11+) runs no setup(): give its buffers what setup()'s on_attach
-- gives, :UrdfPreview and the cursor sent to the preview (urdf-ls/cursorMoved).
if vim.g.loaded_urdf_ls or vim.fn.has('nvim-0.8') == 0 then return end
vim.g.loaded_urdf_ls = true
vim.api.nvim_create_autocmd('LspAttach', {
  group = vim.api.nvim_create_augroup('urdf_ls_attach', { clear = true }),
  callback = function(args)
    local client = vim.lsp.get_client_by_id(args.data and args.data.client_id or -1)
    if client and client.name == 'urdf_ls' then require('urdf_ls').attach_preview(client, args.buf) end
  end,
})
