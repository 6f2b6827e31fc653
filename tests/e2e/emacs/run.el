;;; run.el --- driven by tests/e2e/test_emacs.py: Emacs 28 + eglot (elpa-eglot) in batch mode  -*- lexical-binding: t; -*-
;; env: URDF_EMACS_ROOT (repository), URDF_EMACS_CMD (server command, JSON list), URDF_EMACS_PLAN (JSON file):
;;   {"out": FILE, "cases": [{"name", "file", "line", "col", "wait_diagnostics"}]}
;; For each case: open FILE (urdf-mode), start eglot, wait for flymake diagnostics when asked, put point at
;; LINE/COL (0-based), run `completion-at-point' as C-M-i does, and record the buffer text.  With "cursor"
;; ([{"line", "col", "expect"}]): open the live preview and move point, recording the preview's highlight.  With
;; "rewrite" ({"file", "text"}) and "gone": change a file on disk, wait until no diagnostic mentions "gone".
;; With "definition_line"/"definition_col": M-. there, recording the file, line and column it lands on.
;; A case with "ensure" (a list of files) and "yaml_ensure" visits them as the documented set-up does: see
;; `urdf-test-ensure-files'.
(require 'json)
(require 'cl-lib)
;; `emacs --batch' (no -Q) loads Debian's site-start, which puts elpa-eglot on the load-path as for a user
(unless (require 'eglot nil t)
  (add-to-list 'package-directory-list "/usr/share/emacs/site-lisp/elpa")
  (package-initialize)
  (require 'eglot))
(add-to-list 'load-path (expand-file-name "editors/emacs" (getenv "URDF_EMACS_ROOT")))
(require 'urdf-ls)
(require 'flymake)
(require 'url)

(setq urdf-ls-command (append (json-read-from-string (getenv "URDF_EMACS_CMD")) nil))
(setq eglot-sync-connect 30 eglot-autoreconnect nil eglot-events-buffer-size 200000)

(defvar urdf-test-plan (let ((json-object-type 'alist) (json-array-type 'list))
                         (json-read-file (getenv "URDF_EMACS_PLAN"))))
(defvar urdf-test-result nil)

(defun urdf-test-wait (pred secs)
  "Process events until PRED returns non-nil or SECS pass; the value of PRED."
  (let ((deadline (+ (float-time) secs)) v)
    (while (and (not (setq v (funcall pred))) (< (float-time) deadline))
      (accept-process-output nil 0.05))
    v))

(defun urdf-test-case (c)
  (let* ((file (alist-get 'file c)) (r nil))
    (find-file file)
    (push (cons 'mode (symbol-name major-mode)) r)
    (apply #'eglot (eglot--guess-contact))
    (push (cons 'server (and (eglot-current-server) t)) r)
    (when (alist-get 'wait_diagnostics c)
      ;; flymake starts on the command loop's idle timers, which batch mode does not run: start it here
      (urdf-test-wait (lambda () (flymake-start) (flymake-diagnostics)) 20)
      (push (cons 'diagnostics
                  (mapcar (lambda (d) (list (cons 'line (1- (line-number-at-pos (flymake-diagnostic-beg d))))
                                            (cons 'type (symbol-name (flymake-diagnostic-type d)))
                                            (cons 'text (flymake-diagnostic-text d))))
                          (flymake-diagnostics)))
            r))
    (when (alist-get 'line c)
      (goto-char (point-min))
      (forward-line (alist-get 'line c))
      (forward-char (alist-get 'col c))
      (let ((before (buffer-string)))
        ;; what C-M-i runs; a unique candidate is inserted at once, then eglot's exit function applies the item
        (completion-at-point)
        (urdf-test-wait (lambda () (not (equal before (buffer-string)))) 10))
      (push (cons 'text (buffer-substring-no-properties (point-min) (point-max))) r)
      (push (cons 'messages (with-current-buffer "*Messages*" (buffer-substring-no-properties
                                                             (max (point-min) (- (point-max) 2000)) (point-max))))
            r))
    (when (alist-get 'hover c)
      (goto-char (point-min))
      (forward-line (alist-get 'hover_line c))
      (forward-char (alist-get 'hover_col c))
      (let ((res (jsonrpc-request (eglot-current-server) :textDocument/hover
                                  (eglot--TextDocumentPositionParams))))
        (push (cons 'hover (and res (plist-get res :contents))) r)))
    (when (alist-get 'definition_line c)
      ;; M-. as a user types it: eglot's xref backend, the identifier at point, then the jump
      (goto-char (point-min))
      (forward-line (alist-get 'definition_line c))
      (forward-char (alist-get 'definition_col c))
      (xref-find-definitions (xref-backend-identifier-at-point (xref-find-backend)))
      (push (cons 'landed (list (cons 'file buffer-file-name) (cons 'line (1- (line-number-at-pos)))
                                (cons 'col (current-column))))
            r))
    (when (alist-get 'rewrite c)
      (push (cons 'after_rewrite (urdf-test-rewrite (alist-get 'rewrite c) (alist-get 'gone c))) r))
    (when (alist-get 'save_as c)
      (push (cons 'save_as (urdf-test-save-as-and-preview (alist-get 'save_as c))) r))
    (when (alist-get 'cursor c)
      (push (cons 'preview (urdf-test-preview-cursor (alist-get 'cursor c) (alist-get 'handshake c))) r))
    (set-buffer-modified-p nil)
    r))

(defun urdf-test-diagnostic-texts ()
  (mapcar #'flymake-diagnostic-text (flymake-diagnostics)))

(defun urdf-test-rewrite (rewrite gone)
  "Write REWRITE's text to its file behind eglot's back and wait until no diagnostic mentions GONE: eglot's
file watchers (registered by the server) must report the change.  The diagnostics' texts then.
The server registers its watchers after initialization, which may come after the first diagnostics: a file
written before eglot watches it would never be reported."
  (urdf-test-wait (lambda () (> (hash-table-count (eglot--file-watches (eglot-current-server))) 0)) 30)
  (with-temp-file (alist-get 'file rewrite)
    (insert (alist-get 'text rewrite)))
  ;; a file notification is a special event, which batch Emacs handles only while reading events
  (let ((deadline (+ (float-time) 15)))
    (while (and (< (float-time) deadline)
                (progn (flymake-start)
                       (cl-some (lambda (text) (string-match-p (regexp-quote gone) text))
                                (urdf-test-diagnostic-texts))))
      (read-event nil nil 0.05)))
  (vconcat (urdf-test-diagnostic-texts)))

(defun urdf-test-page-state (url)
  "The /state of the live preview at URL, as the page reads it (an alist)."
  (let* ((u (url-generic-parse-url url))
         (token (cadr (assoc "token" (url-parse-query-string (cdr (url-path-and-query u))))))
         (buf (url-retrieve-synchronously (format "http://%s:%d/state?token=%s" (url-host u) (url-port u) token)
                                          t t 10)))
    (with-current-buffer buf
      (goto-char (point-min))
      (re-search-forward "\n\n")
      (prog1 (let ((json-object-type 'alist)) (json-read))
        (kill-buffer)))))

(defun urdf-test-highlight (url)
  "The link the live preview at URL highlights now."
  (alist-get 'highlight (urdf-test-page-state url)))

(defun urdf-test-messages-since (mark)
  "What the echo area printed (the *Messages* log) since MARK."
  (with-current-buffer "*Messages*" (buffer-substring-no-properties mark (point-max))))

(defun urdf-test-page-robot (url)
  "The robot name in the URDF of the live preview at URL."
  (let ((urdf (alist-get 'urdf (alist-get 'state (urdf-test-page-state url)))))
    (and urdf (string-match "<robot name=\"\\([^\"]*\\)\"" urdf) (match-string 1 urdf))))

(defun urdf-test-save-as-and-preview (new)
  "C-x C-w NEW, then M-x urdf-ls-preview with a browser that fails, as in a terminal over SSH: what the
echo area said and the robot the page at the URL shows."
  (let ((mark (with-current-buffer "*Messages*" (point-max)))
        (urdf-ls-preview-browse-function (lambda (_url) (error "No usable browser found")))
        (url nil))
    (write-file new)
    (setq url (condition-case err (call-interactively #'urdf-ls-preview)
                (error (message "%s" (error-message-string err)) nil)))
    (list (cons 'url url) (cons 'echo (urdf-test-messages-since mark))
          ;; the page gets its first state a moment after the URL
          (cons 'robot (and url (urdf-test-wait (lambda () (urdf-test-page-robot url)) 10))))))

(defun urdf-test-preview-cursor (steps handshake)
  "M-x urdf-ls-preview, then for each step move point by a real command (so `post-command-hook' runs) onto
LINE/COL and wait until the preview highlights EXPECT; the URL opened and what was highlighted.
With HANDSHAKE (a folder), the URL is written to its file `url' and step N waits for its file `go-N' (the
test has checked the browser's page by then)."
  (let* ((opened nil)
         (urdf-ls-preview-browse-function (lambda (url) (setq opened url)))
         (url (call-interactively #'urdf-ls-preview))
         (seen nil)
         (n 0))
    (when handshake
      (with-temp-file (expand-file-name "url" handshake) (insert url)))
    (dolist (s steps)
      (when handshake
        (urdf-test-wait (lambda () (file-exists-p (expand-file-name (format "go-%d" n) handshake))) 90)
        (setq n (1+ n)))
      (goto-char (point-min))
      (forward-line (alist-get 'line s))
      (forward-char (1- (alist-get 'col s)))
      (execute-kbd-macro (kbd "C-f"))
      (let ((want (alist-get 'expect s)) (last nil))
        (urdf-test-wait (lambda () (equal (setq last (urdf-test-highlight url)) want)) 10)
        (push last seen)))
    (list (cons 'url url) (cons 'opened opened) (cons 'highlights (vconcat (nreverse seen))))))

(defun urdf-test-ensure-files (files yaml-ensure)
  "Visit FILES in turn with the documented set-up, `eglot-ensure' in `urdf-mode-hook' and, with YAML-ENSURE,
for the YAML files too (as a `yaml-mode-hook' would; they are in `fundamental-mode' here, which runs no hook of
its own).  The post-command hook `eglot-ensure' waits for is run here: batch mode runs no command loop.
Waits until eglot manages each file, then gives every eglot server: its name, project root and files."
  (add-hook 'urdf-mode-hook #'eglot-ensure)
  (dolist (file files)
    (find-file file)
    (when (and yaml-ensure (not (derived-mode-p 'urdf-mode)))
      (eglot-ensure))
    (run-hooks 'post-command-hook)
    (urdf-test-wait (lambda () (bound-and-true-p eglot--managed-mode)) 30))
  (let (servers)
    (maphash (lambda (_project list)
               (dolist (s list)
                 (push (list (cons 'name (jsonrpc-name s))
                             (cons 'root (project-root (eglot--project s)))
                             (cons 'files (vconcat (mapcar #'buffer-file-name (eglot--managed-buffers s)))))
                       servers)))
             eglot--servers-by-project)
    (vconcat servers)))

(let ((out (alist-get 'out urdf-test-plan)))
  (condition-case err
      (dolist (c (alist-get 'cases urdf-test-plan))
        (push (cons (intern (alist-get 'name c))
                    (if (alist-get 'ensure c)
                        (urdf-test-ensure-files (alist-get 'ensure c) (alist-get 'yaml_ensure c))
                      (urdf-test-case c)))
              urdf-test-result))
    (error (push (cons 'error (format "%S" err)) urdf-test-result)))
  (ignore-errors (eglot-shutdown-all))
  (with-temp-file out (insert (json-encode urdf-test-result))))
(kill-emacs 0)
