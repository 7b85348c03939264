// The page's only content comes from script: it is empty with JavaScript off.
document.getElementById("app").textContent = "Filled in by JavaScript.";
