import ContentCopy from '@mui/icons-material/ContentCopy';
import { Box, Card, CardContent, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The MCP endpoint of this Flowlane (the server's /api/mcp, scoped to the caller's team by its key). */
export function mcpEndpointUrl(origin: string): string {
  return `${origin.replace(/\/+$/, '')}/api/mcp`;
}

/** What an AI client's `mcpServers` settings take for this endpoint (the key left for the user to fill). */
export function mcpClientSnippet(url: string): string {
  return JSON.stringify(
    {
      mcpServers: {
        flowlane: { type: 'http', url, headers: { Authorization: 'Bearer flk_…' } },
      },
    },
    null,
    2,
  );
}

function CopyBlock({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      // Without clipboard access the text is still there to select by hand.
    }
  };
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Tooltip title={copied ? t('teams.mcp.copied') : t('teams.mcp.copy')}>
          <IconButton
            size="small"
            aria-label={`${t('teams.mcp.copy')}: ${label}`}
            onClick={() => void copy()}
            data-testid={`${testId}-copy`}
          >
            <ContentCopy fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      <Box
        component="pre"
        dir="ltr"
        data-testid={testId}
        sx={{
          m: 0,
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
          color: 'text.primary',
          fontFamily: 'monospace',
          fontSize: 13,
          overflowX: 'auto',
          // 'start' of its own ltr: the rtl style plugin would turn 'left' into 'right' in Arabic.
          textAlign: 'start',
        }}
      >
        {value}
      </Box>
    </Box>
  );
}

/** The team's MCP endpoint: its address and how to add it to an AI client, each with a copy button. */
export function McpEndpointPanel({ origin = window.location.origin }: { origin?: string }) {
  const { t } = useTranslation();
  const url = mcpEndpointUrl(origin);
  return (
    // A card like the team's API keys above it, whose keys it takes.
    <Card data-testid="mcp-endpoint">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {t('teams.mcp.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('teams.mcp.intro')}
          </Typography>
          <CopyBlock label={t('teams.mcp.endpoint')} value={url} testId="mcp-endpoint-url" />
          <CopyBlock
            label={t('teams.mcp.snippet')}
            value={mcpClientSnippet(url)}
            testId="mcp-endpoint-snippet"
          />
          <Typography variant="caption" color="text.secondary">
            {t('teams.mcp.snippetHelp')}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
