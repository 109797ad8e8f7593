// Every in-editor suite, listed by hand: esbuild bundles them and cannot glob. Add yours here.
import './smoke.test';
import './extension.test';
import './ownReviews.test';
import './authoring.test';
import './finding.test';
import './viewTitle.test';
import './treeRows.test';
import './previewPanel.test';
import './hardening.test';
import './largeFolder.test';
import './board.test';
import './analysisCache.test';
// Must stay last: it deactivates the extension.
import './deactivate.test';
