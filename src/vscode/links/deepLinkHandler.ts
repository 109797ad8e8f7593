import * as vscode from 'vscode';
import { CommandId } from '../contract/ids';
import { deepLinkPath, parseDeepLink, type DeepLink } from './deepLink';

/**
 * Opens Verdicts links (`vscode://verdicts-team.verdicts/product/<id>`, `…/compare/<a>/<b>`) through the
 * same commands as the tree, so a product that is gone gets the same warning as anywhere else.
 */
export class DeepLinkHandler implements vscode.UriHandler {
  async handleUri(uri: vscode.Uri): Promise<void> {
    const link = parseDeepLink(uri.path, uri.query);
    if (!link) {
      void vscode.window.showWarningMessage(vscode.l10n.t('Verdicts cannot open this link: {0}', uri.toString(true)));
      return;
    }
    if (link.kind === 'product') await vscode.commands.executeCommand(CommandId.openProduct, link.productId, link.persona);
    else await vscode.commands.executeCommand(CommandId.compareProducts, link.a, link.b);
  }
}

/** The link that opens `link` in this editor (`vscode:`, `vscode-insiders:`, … as the editor calls itself). */
export function deepLinkUri(extensionId: string, link: DeepLink): vscode.Uri {
  return vscode.Uri.from({ scheme: vscode.env.uriScheme, authority: extensionId, ...deepLinkPath(link) });
}
