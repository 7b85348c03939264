// Requests only a browser sees (no markup names them): a missing local file and a remote beacon.
new Image().src = "images/from-script.png";
new Image().src = "https://example.org/beacon.gif";
