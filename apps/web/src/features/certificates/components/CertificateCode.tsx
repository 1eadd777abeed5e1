import { Typography } from 'antd';

/**
 * A certificate's code, copyable and on one line: a code broken in the middle ("T4939PCA" / "M2QT") is misread and
 * mistyped, whatever the width of the column or card.
 */
export function CertificateCode({ code }: { code: string }) {
  return (
    <Typography.Text copyable style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }} data-testid="certificate-code">
      {code}
    </Typography.Text>
  );
}
