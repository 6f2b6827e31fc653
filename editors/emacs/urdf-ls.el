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
;;
;; A package's config/*.yaml files (ros2_control's controller files) get urdf-ls as their eglot server
;; (`urdf-ls-controller-yaml'): with (add-hook 'yaml-mode-hook #'eglot-ensure), or M-x eglot, their joint
;; names are checked against the robot and lead to it.
;;
;; Outside version control, the project eglot gives urdf-ls is the ROS package (its package.xml), or the colcon
;; workspace the package was built in: one server for the package's urdf/ and config/ files.
;;
;; M-x urdf-ls-preview opens the live 3D preview of the buffer in a browser (`urdf-ls-preview-browse-function');
;; it follows the edits, and highlights the link or joint at point.

;;; Code:

(require 'nxml-mode)
(require 'project)
(require 'cl-lib)

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
(add-to-list 'auto-mode-alist '("\\.\\(urdf\\|xacro\\|srdf\\)\\'" . urdf-mode))

(defun urdf-ls--contact (&optional _interactive)
  "The eglot contact for urdf-ls: `urdf-ls-command' and the initialization options."
  (append urdf-ls-command
          (list :initializationOptions
                (list :xacro (list :expand (if urdf-ls-xacro-expand t :json-false))))))

;;;###autoload
(with-eval-after-load 'eglot
  (add-to-list 'eglot-server-programs '(urdf-mode . urdf-ls--contact)))

;;; The project: a ROS package, or the colcon workspace it was built in

;; Without version control above a file, eglot's project is the file's own folder: urdf/robot.urdf and
;; config/controllers.yaml got a server each, named after the folder, and neither saw the other's files.

(defun urdf-ls--colcon-built-p (dir)
  "Non-nil when DIR is a colcon workspace: a src/ folder, and the COLCON_IGNORE colcon puts into its
build/, install/ and log/ folders."
  (and (file-directory-p (expand-file-name "src" dir))
       (cl-some (lambda (out) (file-exists-p (expand-file-name (concat out "/COLCON_IGNORE") dir)))
                '("build" "install" "log"))))

(defun urdf-ls-project-root (dir)
  "The folder that is urdf-ls's project for files in DIR, or nil outside a ROS package.
The colcon workspace that DIR is in (once colcon has built it) when DIR is not in a package outside the
workspace's src/, else the package: the nearest folder with a package.xml.  (eglot asks again from the
project's root, so the workspace is its own project too.)"
  (let* ((package (locate-dominating-file dir "package.xml"))
         (workspace (locate-dominating-file (or package dir) #'urdf-ls--colcon-built-p))
         (root (if (and workspace
                        (or (null package)
                            (string-prefix-p (file-name-as-directory (expand-file-name "src" workspace))
                                             (expand-file-name package))))
                   workspace
                 package)))
    (and root (file-name-as-directory (expand-file-name root)))))

;;;###autoload
(defun urdf-ls-project-find (dir)
  "A `project-find-functions' member for eglot: DIR's package or colcon workspace.
It comes after version control (a Git checkout stays the project) and answers only eglot's question."
  (when (bound-and-true-p eglot-lsp-context)
    (let ((root (urdf-ls-project-root dir)))
      (and root (cons 'urdf-ls root)))))

(cl-defmethod project-root ((project (head urdf-ls)))
  (cdr project))

;;;###autoload
(add-hook 'project-find-functions #'urdf-ls-project-find 90)

;;; Controller YAML files

(defcustom urdf-ls-controller-yaml t
  "Non-nil: urdf-ls is the eglot server of a package's config/*.yaml files.
These are ros2_control's controller files: urdf-ls checks their joint names against the robot and leads from
them to it (definition, references, rename).  Other YAML files keep whatever server you give them."
  :type 'boolean)

(defun urdf-ls-controller-file-p (file)
  "Non-nil when FILE is a YAML file in a config/ folder (a package's controller files)."
  (and file (string-match-p "/config/[^/]+\\.ya?ml\\'" file)))

(defvar eglot--servers-by-project)
(defvar eglot--cached-server)
(declare-function eglot--current-project "eglot")
(declare-function eglot--major-modes "eglot")
(declare-function eglot--maybe-activate-editing-mode "eglot")
(declare-function eglot--project "eglot")
(defvar eglot--managed-mode)
(declare-function jsonrpc-running-p "jsonrpc")

(defun urdf-ls--project-server ()
  "The running urdf-ls server of the current buffer's eglot project (one that manages `urdf-mode'), or nil."
  (cl-find-if (lambda (server) (and (memq 'urdf-mode (eglot--major-modes server)) (jsonrpc-running-p server)))
              (gethash (eglot--current-project) eglot--servers-by-project)))

(defun urdf-ls--controller-yaml-setup ()
  "Make urdf-ls the eglot server of this buffer when it visits a controller YAML file, whatever its
major mode (`yaml-mode', `yaml-ts-mode', or none).  When urdf-ls already runs for the package (a URDF buffer
started it), the file joins that server; else eglot (`eglot-ensure' or \\[eglot]) starts one that URDF
buffers of the package join in turn.  eglot alone would start one server per major mode."
  (when (and urdf-ls-controller-yaml (urdf-ls-controller-file-p buffer-file-name) (require 'eglot nil t))
    (setq-local eglot-server-programs
                (cons (cons (list major-mode 'urdf-mode) #'urdf-ls--contact)
                      (default-value 'eglot-server-programs)))
    (let ((server (urdf-ls--project-server)))
      (when server
        (urdf-ls--join server)))))

(defun urdf-ls--join (server)
  "Let SERVER, urdf-ls for this buffer's project, manage this controller YAML buffer."
  (unless (bound-and-true-p eglot--managed-mode)
    ;; eglot looks at the buffer's cached server first, though SERVER does not manage its major mode
    (setq eglot--cached-server server)
    (eglot--maybe-activate-editing-mode)))

(defun urdf-ls--join-open-controller-files (server)
  "`eglot-connect-hook': the package's controller YAML buffers, opened before urdf-ls started, join SERVER."
  (when (memq 'urdf-mode (eglot--major-modes server))
    (dolist (buffer (buffer-list))
      (with-current-buffer buffer
        (when (and urdf-ls-controller-yaml (urdf-ls-controller-file-p buffer-file-name)
                   (equal (eglot--current-project) (eglot--project server)))
          (urdf-ls--join server))))))

;;;###autoload
(with-eval-after-load 'eglot
  (add-hook 'eglot-connect-hook #'urdf-ls--join-open-controller-files))

;;;###autoload
(add-hook 'find-file-hook #'urdf-ls--controller-yaml-setup)
;;; Live preview

(declare-function eglot-current-server "eglot")
(declare-function eglot--current-server-or-lose "eglot")
(declare-function eglot--TextDocumentIdentifier "eglot")
(declare-function eglot--TextDocumentPositionParams "eglot")
(declare-function eglot--pos-to-lsp-position "eglot")
(declare-function eglot--server-info "eglot")
(declare-function eglot-managed-p "eglot")
(declare-function jsonrpc-request "jsonrpc")
(declare-function jsonrpc-notify "jsonrpc")
(defvar eglot-managed-mode-hook)

(defcustom urdf-ls-preview-browse-function #'browse-url
  "Function called with the URL of the live preview to show it."
  :type 'function)

(defcustom urdf-ls-cursor-sync-delay 0.1
  "Seconds without cursor motion before the preview is told where the cursor is."
  :type 'number)

(defun urdf-ls-preview ()
  "Open the live 3D preview of the current buffer in a browser, and show its URL in the echo area.
The page follows the buffer's edits and highlights the link or joint at point.  Where no browser
opens (a terminal over SSH), open the URL shown by hand."
  (interactive)
  (let* ((server (eglot--current-server-or-lose))
         ;; {"external": false}: the server does not ask the client to show the page (eglot 1.9 has no
         ;; window/showDocument; newer ones would open it a second time), it is opened here
         (answer (condition-case err
                     (jsonrpc-request server :workspace/executeCommand
                                      (list :command "urdf-ls.preview"
                                            :arguments (vector (plist-get (eglot--TextDocumentIdentifier) :uri)
                                                               (list :external :json-false))))
                   ;; the server's message, not the whole error with its data
                   (jsonrpc-error
                    (user-error "urdf-ls preview: %s"
                                (or (alist-get 'jsonrpc-error-message (cdr err)) (cadr err))))))
         (url (plist-get answer :url)))
    (unless (stringp url)
      (user-error "urdf-ls gave no preview URL"))
    (condition-case err
        (funcall urdf-ls-preview-browse-function url)
      (error (message "urdf-ls preview: no browser opened (%s)" (error-message-string err))))
    ;; last, so that it stays in the echo area whatever the browser function printed
    (message "urdf-ls preview: %s" url)
    url))

(defvar-local urdf-ls--cursor-timer nil)
(defvar-local urdf-ls--cursor-sent nil
  "The last position sent, as (URI LINE CHARACTER).
An unchanged cursor is not sent again.")

(defun urdf-ls--position-params ()
  "The textDocument and position of point.
In the position encoding eglot uses with the server (UTF-16 in eglot 1.9)."
  (if (fboundp 'eglot--TextDocumentPositionParams)
      (eglot--TextDocumentPositionParams)
    (list :textDocument (eglot--TextDocumentIdentifier) :position (eglot--pos-to-lsp-position))))

(defun urdf-ls--send-cursor (buffer)
  "Tell the server where point is in BUFFER (still live and managed by eglot)."
  (when (buffer-live-p buffer)
    (with-current-buffer buffer
      (setq urdf-ls--cursor-timer nil)
      (let ((server (and (eglot-managed-p) (eglot-current-server))))
        (when server
          (let* ((params (urdf-ls--position-params))
                 (pos (plist-get params :position))
                 (key (list (plist-get (plist-get params :textDocument) :uri)
                            (plist-get pos :line) (plist-get pos :character))))
            (unless (equal key urdf-ls--cursor-sent)
              (setq urdf-ls--cursor-sent key)
              (jsonrpc-notify server :urdf-ls/cursorMoved params))))))))

(defun urdf-ls--cursor-moved ()
  "`post-command-hook': (re)start the debounce timer.
A normal timer, not an idle one: it also runs while a test waits in batch mode."
  (when urdf-ls--cursor-timer
    (cancel-timer urdf-ls--cursor-timer))
  (setq urdf-ls--cursor-timer
        (run-with-timer urdf-ls-cursor-sync-delay nil #'urdf-ls--send-cursor (current-buffer))))

(defun urdf-ls--server-p (server)
  "Non-nil when SERVER is urdf-ls (its serverInfo name, else the buffer's mode)."
  (let ((info (and (fboundp 'eglot--server-info) (ignore-errors (eglot--server-info server)))))
    (if (plist-get info :name)
        (equal (plist-get info :name) "urdf-ls")
      (derived-mode-p 'urdf-mode))))

(defun urdf-ls--setup-cursor-sync ()
  "`eglot-managed-mode-hook': follow point while urdf-ls manages the buffer.
Stop when eglot lets go of it."
  (if (and (eglot-managed-p) (urdf-ls--server-p (eglot-current-server)))
      (add-hook 'post-command-hook #'urdf-ls--cursor-moved nil t)
    (remove-hook 'post-command-hook #'urdf-ls--cursor-moved t)
    (when urdf-ls--cursor-timer
      (cancel-timer urdf-ls--cursor-timer)
      (setq urdf-ls--cursor-timer nil))
    (setq urdf-ls--cursor-sent nil)))

;;;###autoload
(with-eval-after-load 'eglot
  (add-hook 'eglot-managed-mode-hook #'urdf-ls--setup-cursor-sync))

(provide 'urdf-ls)
;;; urdf-ls.el ends here
