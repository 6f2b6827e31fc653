;;; urdf-ls.el --- URDF and xacro files with the urdf-ls language server  -*- lexical-binding: t; -*-

;; URL: https://github.com/urdf-ls/urdf-ls
;; Package-Requires: ((emacs "28.1") (eglot "1.9"))
;; SPDX-License-Identifier: MIT

;;; Commentary:

;; `urdf-mode' is `nxml-mode' (XML highlighting, indenting, comments) for .urdf and .xacro files, and
;; urdf-ls is registered with eglot for it.  Emacs 28 has no eglot built in: on Debian/Ubuntu install
;; `elpa-eglot' (apt install emacs-nox elpa-eglot), elsewhere M-x package-install RET eglot.  Emacs 29+
;; ships eglot.
;;
;;   (add-to-list 'load-path "/path/to/urdf-ls/editors/emacs")
;;   (require 'urdf-ls)
;;   (add-hook 'urdf-mode-hook #'eglot-ensure)
;;
;; Completion works with the plain `completion-at-point' (C-M-i): without yasnippet, urdf-ls sends
;; complete plain-text items.  Diagnostics appear through flymake (M-x flymake-show-buffer-diagnostics).

;;; Code:

(require 'nxml-mode)

(defgroup urdf-ls nil
  "URDF and xacro robot descriptions with the urdf-ls language server."
  :group 'languages
  :prefix "urdf-ls-")

(defcustom urdf-ls-command '("urdf-ls")
  "Program and arguments that start the urdf-ls language server."
  :type '(repeat string))

(defcustom urdf-ls-xacro-expand nil
  "Non-nil to let urdf-ls expand .xacro files with the xacro package.
xacro evaluates the file's ${...} Python expressions: enable it only for files you trust."
  :type 'boolean)

;;;###autoload
(define-derived-mode urdf-mode nxml-mode "URDF"
  "Major mode for URDF and xacro robot descriptions: `nxml-mode' plus the urdf-ls language server."
  ;; nxml's own completion would answer first for element names: leave completion to eglot
  (setq-local nxml-slash-auto-complete-flag nil))

;; nxml gives < and > symbol syntax, so the "symbol at point" that completion replaces would be `<vi' and
;; match no element name: make them punctuation, the completed word is then `vi'
(modify-syntax-entry ?< "." urdf-mode-syntax-table)
(modify-syntax-entry ?> "." urdf-mode-syntax-table)

;;;###autoload
(add-to-list 'auto-mode-alist '("\\.\\(urdf\\|xacro\\)\\'" . urdf-mode))

(defun urdf-ls--contact (&optional _interactive)
  "The eglot contact for urdf-ls: `urdf-ls-command' and the initialization options."
  (append urdf-ls-command
          (list :initializationOptions
                (list :xacro (list :expand (if urdf-ls-xacro-expand t :json-false))))))

;;;###autoload
(with-eval-after-load 'eglot
  (add-to-list 'eglot-server-programs '(urdf-mode . urdf-ls--contact)))

(provide 'urdf-ls)
;;; urdf-ls.el ends here
