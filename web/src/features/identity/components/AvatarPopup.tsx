import { ImageUploader, Popup, Toast, type ImageUploadItem } from 'antd-mobile'
import { useTranslation } from '@/lib/i18next-lite/react'
import { IMAGE_TYPES, refuseImage, uploadImage } from '@/lib/http/upload'
import { useUpdateUser } from '../api'
import { Avatar } from '@/components/Avatar'
import styles from './AvatarPopup.module.css'

/** Choose a picture from the phone; it is uploaded and becomes the avatar. */
export function AvatarPopup({ visible, current, onClose }: { visible: boolean; current?: string | null; onClose: () => void }) {
  const { t } = useTranslation()
  const updateUser = useUpdateUser()

  const beforeUpload = (file: File): File | null => {
    const refusal = refuseImage(file)
    if (refusal) {
      Toast.show(t(refusal === 'type' ? 'account.avatarType' : 'account.avatarTooLarge'))
      return null
    }
    return file
  }

  const upload = async (file: File): Promise<ImageUploadItem> => {
    const url = await uploadImage(file)
    await updateUser.mutateAsync({ avatar: url })
    Toast.show({ icon: 'success', content: t('common.saved') })
    onClose()
    return { url }
  }

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.body} destroyOnClose>
      <h2 className={styles.title}>{t('user.avatar')}</h2>
      <div className={styles.current}>
        <Avatar src={current} size={96} alt={t('user.avatar')} />
      </div>
      <ImageUploader
        accept={IMAGE_TYPES.join(',')}
        maxCount={1}
        beforeUpload={beforeUpload}
        upload={upload}
        className={styles.uploader}
      >
        <span className={styles.choose}>{t('account.chooseAvatar')}</span>
      </ImageUploader>
    </Popup>
  )
}
