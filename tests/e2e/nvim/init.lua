-- Minimal user config for the headless tests: this repository's plugin on the runtime path, as a user
-- would add it; filetype detection, plugins and syntax are switched on after this file by Neovim itself.
local root = os.getenv('URDF_NVIM_ROOT')
vim.opt.runtimepath:prepend(root .. '/editors/nvim')
vim.opt.swapfile = false
vim.opt.shortmess:append('c')
vim.opt.completeopt = { 'menuone', 'noinsert' }
