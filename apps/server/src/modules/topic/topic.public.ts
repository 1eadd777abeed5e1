// What other modules and the seed may use of topic: everything else in this folder is private.
