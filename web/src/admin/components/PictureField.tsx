import { useMutation } from '@tanstack/react-query'
import { Button, Flex, Image, Input, Typography, Upload } from 'antd'
import { PictureOutlined, UploadOutlined } from '@ant-design/icons'
import { unwrap } from '@/lib/http/unwrap'
import { adminApi } from '../lib/http'
import { multipart } from '../lib/form'
import { t } from '../lib/i18n'

/** The shop's still image types; the server judges the content, this only filters the file dialog. */
const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp'

/** Stores a picture as public (re-encoded, with its widths, as a member's upload) and answers its
 * address: a /uploads/… path or an https:// URL. */
export async function uploadPicture(file: File): Promise<string> {
  return unwrap(adminApi.POST('/admin-api/system/file/upload', { body: { file }, bodySerializer: () => multipart({ file }) }))
}

interface PictureFieldProps {
  value?: string
  onChange?: (url: string) => void
  disabled?: boolean
  /** Given by Form.Item: its label points at the address box. */
  id?: string
  /** Accessible name of the address box (defaults to the picture's). */
  ariaLabel?: string
}

/** A Form control for a picture's address: the current picture as a thumbnail, an upload button, and
 * the address itself (typed, or filled in by the upload). */
export function PictureField({ value, onChange, disabled, id, ariaLabel }: PictureFieldProps) {
  const upload = useMutation({ mutationFn: uploadPicture, onSuccess: (url) => onChange?.(url) })
  const shown = value?.trim()
  return (
    <Flex gap={12} align="flex-start" data-testid="picture-field">
      <div style={{ width: 96, height: 96, flex: 'none', borderRadius: 6, overflow: 'hidden', border: '1px solid rgba(5,5,5,0.15)', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        {shown ? (
          <Image src={shown} alt="" width={96} height={96} style={{ objectFit: 'cover' }} data-testid="picture-thumbnail" />
        ) : (
          <PictureOutlined style={{ fontSize: 32, opacity: 0.35 }} />
        )}
      </div>
      <Flex vertical gap={8} style={{ flex: 1, minWidth: 0 }}>
        <Upload
          accept={ACCEPT}
          showUploadList={false}
          disabled={disabled || upload.isPending}
          customRequest={({ file, onSuccess, onError }) => {
            upload.mutate(file as File, {
              onSuccess: (url) => onSuccess?.(url),
              onError: (error) => onError?.(error),
            })
          }}
        >
          <Button icon={<UploadOutlined />} loading={upload.isPending} disabled={disabled}>
            {t('picture.upload')}
          </Button>
        </Upload>
        <Input
          id={id}
          value={value}
          disabled={disabled}
          placeholder={t('picture.addressPlaceholder')}
          aria-label={ariaLabel ?? t('picture.address')}
          onChange={(event) => onChange?.(event.target.value)}
        />
        {upload.isError && (
          <Typography.Text type="danger" role="alert">
            {t('picture.uploadFailed', { message: upload.error.message })}
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  )
}
