" URDF and xacro files are XML: give them the xml filetype so they keep XML syntax highlighting,
" indenting, 'commentstring' (<!--%s-->), matchit and tree-sitter. urdf-ls attaches to xml buffers
" whose name ends in .urdf or .xacro (see lua/urdf_ls/init.lua and lsp/urdf_ls.lua).
autocmd BufRead,BufNewFile *.urdf,*.xacro,*.srdf setfiletype xml
