// Every in-editor suite, listed by hand: esbuild bundles them and cannot glob. Add yours here.
import './smoke.test';
import './extension.test';
