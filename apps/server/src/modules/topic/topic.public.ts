// What other modules may use of topic: everything else in this folder is private.
