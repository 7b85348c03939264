// Progressive enhancement only: the page reads fine without it.
document.documentElement.classList.add("has-js");
