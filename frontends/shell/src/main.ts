// Entry: the stylesheet is linked from <head>; everything that consumes shared modules (React, the
// router, the session) loads behind this async boundary so module federation can negotiate them first.
import './styles.css';

void import('./bootstrap');
