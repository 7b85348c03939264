// Calls a function that does not exist: an uncaught ReferenceError in the console.
selfTestFunctionThatDoesNotExist();
